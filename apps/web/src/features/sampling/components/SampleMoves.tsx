import { CUSTODY_MOVES, type SampleDetail, type SampleState } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveSample, nullReasonsQuery, samplingKeys } from '../api/sampling-api';
import { QueryError } from './QueryError';

/**
 * The custody moves the caller may make on a sample now (the server decides which: receipt,
 * analysis and rejection for the lab; return to the lab and invalidation for QA/QC), with a note
 * and, for an invalidation, the null reason its values get.
 */
export function SampleMoves({ sample }: { sample: SampleDetail }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [nullReason, setNullReason] = useState('AL');
  const invalidating = sample.allowedMoves.includes('invalidated');
  const codes = useQuery({ ...nullReasonsQuery(), enabled: invalidating });
  const move = useMutation({
    mutationFn: (to: SampleState) =>
      moveSample(sample.id, {
        to,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(to === 'invalidated' ? { nullReason } : {}),
      }),
    onSuccess: (s) => {
      void message.success(t('sampling:moves.done', { state: t(`sampling:state.${s.state}`) }));
      setNote('');
      void client.invalidateQueries({ queryKey: samplingKeys.all });
    },
  });
  if (sample.allowedMoves.length === 0) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>{t('sampling:moves.title')}</Typography.Text>
      <Input
        aria-label={t('sampling:field.note')}
        placeholder={t('sampling:field.note')}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {invalidating && (
        <Select
          aria-label={t('sampling:moves.nullReason')}
          value={nullReason}
          onChange={setNullReason}
          style={{ minWidth: 240 }}
          options={(codes.data ?? []).map((c) => ({
            value: c.code,
            label: `${c.code} — ${i18n.language.startsWith('ms') ? c.nameMs : c.nameEn}`,
          }))}
        />
      )}
      <Space wrap>
        {sample.allowedMoves.map((to) => {
          const label =
            sample.state === 'lab_verified' && to === 'in_analysis'
              ? t('sampling:moves.returnToLab')
              : t(`sampling:moves.to.${to}`);
          const loading = move.isPending && move.variables === to;
          // A move to a state nothing leaves (rejected, invalidated, not collected) is asked first.
          return CUSTODY_MOVES[to].length === 0 ? (
            <Popconfirm
              key={to}
              title={t('sampling:moves.finalConfirm', { step: label, code: sample.code })}
              okText={t('common:action.yes')}
              cancelText={t('common:action.no')}
              onConfirm={() => move.mutate(to)}
            >
              <Button danger loading={loading}>
                {label}
              </Button>
            </Popconfirm>
          ) : (
            <Button key={to} loading={loading} onClick={() => move.mutate(to)}>
              {label}
            </Button>
          );
        })}
      </Space>
      <QueryError error={move.error} />
    </Space>
  );
}
