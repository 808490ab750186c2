import { canQaqc, levelsDecidedOnQaqcPages, type QaqcRange } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import {
  approveRange,
  qaqcKeys,
  qaqcRangesQuery,
  qaqcStationsQuery,
  reopenRange,
} from '../api/qaqc-api';
import { LevelsElsewhere } from '../components/LevelsElsewhere';
import { QaqcFilters } from '../components/QaqcFilters';
import { useApprovalColumns } from '../hooks/useApprovalColumns';
import { useQaqcModule } from '../hooks/useQaqcPage';
import { useQaqcSelection } from '../hooks/useQaqcSelection';
import { monthRange } from '../utils/month-range';
import { FormModal } from '../../../components/FormModal';
import { CompactTable } from '../../../components/CompactTable';
import { IntroPage } from '../../../components/IntroPage';

/** qaqc_3rd_level: approve a reviewed station × parameter × month (by another officer than its reviewer), and reopen with a reason. */
export function QaqcApprovalPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { ticked } = useSession();
  const module = useQaqcModule();
  const { value: sel, set } = useQaqcSelection();
  const [reopening, setReopening] = useState<QaqcRange | null>(null);
  const [reason, setReason] = useState('');
  const client = useQueryClient();
  const stations = useQuery({
    ...qaqcStationsQuery(module ?? 'CAQM'),
    enabled: module !== undefined,
  });
  const ranges = useQuery({ ...qaqcRangesQuery(module ?? 'CAQM'), enabled: module !== undefined });
  const refresh = () => client.invalidateQueries({ queryKey: qaqcKeys.all });
  const onError = (e: Error) => void message.error(e.message);
  const approve = useMutation({
    mutationFn: () =>
      approveRange({
        stationId: sel.stationId!,
        parameterCode: sel.parameterCode === '*' ? null : sel.parameterCode!,
        ...monthRange(sel.month),
      }),
    onSuccess: () => {
      void message.success(t('qaqc:approve.done'));
      void refresh();
    },
    onError,
  });
  const reopen = useMutation({
    mutationFn: () => reopenRange(reopening!.id, reason),
    onSuccess: () => {
      void message.success(t('qaqc:reopen.done'));
      setReopening(null);
      setReason('');
      void refresh();
    },
    onError,
  });
  const levelsHere = module !== undefined && levelsDecidedOnQaqcPages(module);
  const canUpdate =
    module !== undefined && canQaqc('updateFlag', module, ticked ?? []) && levelsHere;
  const columns = useApprovalColumns(canUpdate, setReopening);
  if (!module) return null;

  return (
    <IntroPage
      title={
        <>
          {t('qaqc:page.qaqc_3rd_level')} — {t(`common:module.${module}`)}
        </>
      }
      intro={t('qaqc:approve.rule')}
    >
      {!levelsHere && <LevelsElsewhere module={module} />}
      {canUpdate && (
        <Card size="small" title={t('qaqc:approve.title')}>
          <Space wrap>
            <QaqcFilters stations={stations.data} value={sel} onChange={set} allParameters />
            <Button
              type="primary"
              disabled={!sel.stationId || !sel.parameterCode}
              loading={approve.isPending}
              onClick={() => approve.mutate()}
            >
              {t('qaqc:approve.action')}
            </Button>
          </Space>
        </Card>
      )}
      <CompactTable<QaqcRange>
        rowKey="id"
        columns={columns}
        dataSource={ranges.data ?? []}
        loading={ranges.isPending}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      />
      <FormModal
        dirty={reason.trim() !== ''}
        destroyOnHidden
        open={reopening !== null}
        title={t('qaqc:reopen.title')}
        okText={t('qaqc:reopen.action')}
        cancelText={t('common:action.cancel')}
        okButtonProps={{ disabled: reason.trim() === '', loading: reopen.isPending }}
        onOk={() => reopen.mutate()}
        onCancel={() => setReopening(null)}
      >
        <Input.TextArea
          aria-label={t('qaqc:reopen.reason')}
          placeholder={t('qaqc:reopen.reason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormModal>
    </IntroPage>
  );
}
