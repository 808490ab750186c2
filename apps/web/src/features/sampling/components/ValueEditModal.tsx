import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, InputNumber, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editValues, nullReasonsQuery, samplingKeys } from '../api/sampling-api';
import { QueryError } from './QueryError';
import { ReasonInput } from './ReasonInput';
import { FormModal } from '../../../components/FormModal';

/** The value a reviewer edits: one parameter of one sample. */
export interface EditTarget {
  readonly stationId: string;
  readonly parameterCode: string;
  readonly ts: string;
  readonly value: number | null;
}

/**
 * A level-2 edit of one sample value through the QA/QC engine (one change set with a reason, the
 * raw value kept): invalidate it with a null reason, or correct it.
 */
export function ValueEditModal({
  target,
  onClose,
}: {
  target: EditTarget | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [action, setAction] = useState<'invalidate' | 'correct'>('invalidate');
  const [nullReason, setNullReason] = useState('AL');
  const [value, setValue] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const codes = useQuery(nullReasonsQuery());
  const save = useMutation({
    mutationFn: () =>
      editValues({
        stationId: target!.stationId,
        parameterCodes: [target!.parameterCode],
        timestamps: [target!.ts],
        edit: action === 'invalidate' ? { validity: -1, nullReason } : { value: value! },
        reason: reason.trim(),
      }),
    onSuccess: () => {
      void message.success(t('sampling:validation.edited'));
      setReason('');
      void client.invalidateQueries({ queryKey: samplingKeys.all });
      onClose();
    },
  });
  return (
    <FormModal
      dirty={reason.trim() !== '' || value !== null}
      open={target !== null}
      title={t('sampling:validation.editTitle', { parameter: target?.parameterCode ?? '' })}
      okButtonProps={{
        disabled: reason.trim() === '' || (action === 'correct' && value === null),
        loading: save.isPending,
      }}
      onOk={() => save.mutate()}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Radio.Group
          value={action}
          onChange={(e) => setAction(e.target.value as 'invalidate' | 'correct')}
          options={[
            { value: 'invalidate', label: t('sampling:validation.invalidate') },
            { value: 'correct', label: t('sampling:validation.correct') },
          ]}
        />
        {action === 'invalidate' ? (
          <Select
            aria-label={t('sampling:moves.nullReason')}
            value={nullReason}
            onChange={setNullReason}
            options={(codes.data ?? []).map((c) => ({
              value: c.code,
              label: `${c.code} — ${i18n.language.startsWith('ms') ? c.nameMs : c.nameEn}`,
            }))}
          />
        ) : (
          <InputNumber
            aria-label={t('sampling:validation.newValue')}
            placeholder={String(target?.value ?? '')}
            value={value}
            onChange={(v) => setValue(v)}
            style={{ width: '100%' }}
          />
        )}
        <ReasonInput value={reason} onChange={setReason} />
        <QueryError error={save.error} />
      </Space>
    </FormModal>
  );
}
