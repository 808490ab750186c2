import type { RecordModule } from '@eqmp/domain';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordDetailQuery, recordStationsQuery } from '../api/records-api';
import {
  useRecordParameterColumns,
  type RecordParameter,
} from '../hooks/useRecordParameterColumns';
import type { useRecordsPage } from '../hooks/useRecordsPage';
import { RecordFiles } from './RecordFiles';
import { RecordFormModal } from './RecordFormModal';
import { RecordPoints } from './RecordPoints';
import { DeleteRequestTable } from './RecordDeleteRequests';
import { RecordSummaryCard } from './RecordSummaryCard';
import { RequestDeleteModal } from './RequestDeleteModal';

type Page = ReturnType<typeof useRecordsPage>;

/** One record: its window, what it marked per parameter, calibration points, files and delete requests. */
export function RecordDetailView({
  page,
  module,
  id,
}: {
  page: Page;
  module: RecordModule;
  id: number;
}) {
  const { t } = useTranslation();
  const { kind } = page;
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const detail = useQuery(recordDetailQuery(kind, id));
  const stations = useQuery(recordStationsQuery(module));
  const parameterColumns = useRecordParameterColumns(kind, module);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => page.set({ id: undefined })}>
      {t('records:action.back')}
    </Button>
  );
  if (detail.error)
    return (
      <Space orientation="vertical">
        {back}
        <Alert type="error" showIcon title={detail.error.message} />
      </Space>
    );
  const r = detail.data;
  if (!r) return back;
  const active = r.status === 'active';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        {back}
        {active && page.can('upload') && (
          <Button type="primary" onClick={() => setEditing(true)}>
            {t('records:action.edit')}
          </Button>
        )}
        {active && page.can('requestDelete') && (
          <Button danger onClick={() => setAsking(true)}>
            {t('records:action.requestDelete')}
          </Button>
        )}
      </Space>
      <RecordSummaryCard kind={kind} record={r} />
      <Table<RecordParameter>
        rowKey="parameterCode"
        size="small"
        pagination={false}
        columns={parameterColumns(r)}
        dataSource={r.parameters}
      />
      {kind === 'calibration' && <RecordPoints points={r.points} />}
      <RecordFiles kind={kind} record={r} canChange={active && page.can('upload')} />
      {r.deleteRequests.length > 0 && (
        <>
          <Typography.Title level={5}>{t('records:detail.requests')}</Typography.Title>
          <DeleteRequestTable requests={r.deleteRequests} />
        </>
      )}
      {editing && (
        <RecordFormModal
          kind={kind}
          stations={stations.data ?? []}
          record={r}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
      <RequestDeleteModal
        kind={kind}
        id={id}
        open={asking}
        reason={reason}
        onReason={setReason}
        onClose={() => setAsking(false)}
      />
    </Space>
  );
}
