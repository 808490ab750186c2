import { type ModuleCode } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qaqcKeys, qaqcStationsQuery, requestDelete } from '../api/qaqc-api';
import { useQaqcSelection } from '../hooks/useQaqcSelection';
import { QaqcFilters } from './QaqcFilters';

/**
 * Asks for the deletion of a station parameter's values over a period, with a reason: nothing is
 * deleted until another officer approves the request (Request Delete Data <MODULE>).
 */
export function DeleteRequestForm({ module }: { module: ModuleCode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { value: sel, set } = useQaqcSelection();
  const [period, setPeriod] = useState<[Dayjs, Dayjs] | null>(null);
  const [reason, setReason] = useState('');
  const stations = useQuery(qaqcStationsQuery(module));
  const create = useMutation({
    mutationFn: () =>
      requestDelete({
        stationId: sel.stationId!,
        parameterCode: sel.parameterCode!,
        from: period![0].format(),
        to: period![1].format(),
        reason,
      }),
    onSuccess: () => {
      void message.success(t('qaqc:delete.requested'));
      setReason('');
      void client.invalidateQueries({ queryKey: qaqcKeys.all });
    },
    onError: (e: Error) => void message.error(e.message),
  });
  return (
    <Card size="small" title={t('qaqc:delete.requestTitle')}>
      <Space wrap>
        <QaqcFilters stations={stations.data} value={sel} onChange={set} />
        <DatePicker.RangePicker
          showTime
          aria-label={t('qaqc:delete.period')}
          value={period}
          onChange={(v) => setPeriod(v && v[0] && v[1] ? [v[0], v[1]] : null)}
        />
        <Input
          aria-label={t('qaqc:delete.reason')}
          placeholder={t('qaqc:delete.reason')}
          maxLength={500}
          style={{ width: 280 }}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button
          type="primary"
          disabled={!sel.stationId || !sel.parameterCode || !period || reason.trim() === ''}
          loading={create.isPending}
          onClick={() => create.mutate()}
        >
          {t('qaqc:delete.request')}
        </Button>
      </Space>
    </Card>
  );
}
