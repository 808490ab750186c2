import type { SampleItem } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { recordMissed, samplingKeys } from '../api/sampling-api';
import { QueryError } from './QueryError';
import { ReasonInput } from './ReasonInput';

/** Records a planned visit (`missing`) as missed, with the reason; open while a visit is given. */
export function MissedVisitModal({
  missing,
  onClose,
}: {
  missing: SampleItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const missed = useMutation({
    mutationFn: () => recordMissed(missing!.id, reason),
    onSuccess: () => {
      void message.success(t('sampling:schedule.missedDone'));
      onClose();
      setReason('');
      void client.invalidateQueries({ queryKey: samplingKeys.all });
    },
  });
  return (
    <FormModal
      dirty={reason.trim() !== ''}
      open={missing !== null}
      title={t('sampling:schedule.missedTitle', { code: missing?.code ?? '' })}
      okText={t('sampling:schedule.missed')}
      okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: missed.isPending }}
      onOk={() => missed.mutate()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('sampling:schedule.missedHint')}</Typography.Paragraph>
      <ReasonInput value={reason} onChange={setReason} />
      <QueryError error={missed.error} />
    </FormModal>
  );
}
