import {
  canQaqc,
  localMonthKey,
  QAQC_PAGES,
  type RecordDetail,
  type RecordModule,
} from '@eqmp/domain';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import {
  recordDetailQuery,
  recordKeys,
  recordStationsQuery,
  requestRecordDelete,
} from '../api/records-api';
import type { useRecordsPage } from '../hooks/useRecordsPage';
import { RecordFiles } from './RecordFiles';
import { RecordFormModal } from './RecordFormModal';
import { RecordPoints } from './RecordPoints';
import { DeleteRequestTable } from './RecordDeleteRequests';
import { ResultTag, StatusTag } from './RecordTags';
import { FormModal } from '../../../components/FormModal';

type Page = ReturnType<typeof useRecordsPage>;
type Parameter = RecordDetail['parameters'][number];

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
  const { language } = usePreferences();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { kind } = page;
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const detail = useQuery(recordDetailQuery(kind, id));
  const stations = useQuery(recordStationsQuery(module));
  const ask = useMutation({
    mutationFn: () => requestRecordDelete(kind, id, reason),
    onSuccess: () => {
      void message.success(t('records:delete.requested'));
      setAsking(false);
      void client.invalidateQueries({ queryKey: recordKeys.all });
    },
    onError: (e) => void message.error(e.message),
  });
  const { ticked } = useSession();
  const when = (v: string | null) => formatDateTime(v, language);
  // The values a record marked are reviewed on the module's level-2 page.
  const level2 = canQaqc('viewFlags', module, ticked ?? [])
    ? QAQC_PAGES.find((p) => p.module === module && p.path.endsWith('/qaqc_2nd_level'))?.path
    : undefined;
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
  const parameterColumns = [
    { title: t('records:col.parameter'), dataIndex: 'parameterCode' },
    { title: t('records:col.buffer'), dataIndex: 'bufferMinutes', align: 'right' as const },
    { title: t('records:col.markedUntil'), dataIndex: 'markedUntil', render: when },
    { title: t('records:col.marked'), dataIndex: 'marked', align: 'right' as const },
    ...(level2
      ? [
          {
            title: t('records:col.values'),
            render: (_: unknown, p: Parameter) => (
              <Link
                to={`${level2}?station=${encodeURIComponent(r.stationId)}&parameter=${encodeURIComponent(p.parameterCode)}&month=${localMonthKey(r.from)}&flagged=1`}
              >
                {t('records:action.openLevel2', { parameter: p.parameterCode })}
              </Link>
            ),
          },
        ]
      : []),
    ...(kind === 'calibration'
      ? [
          {
            title: t('records:col.result'),
            dataIndex: 'passed',
            render: (v: boolean | null) => <ResultTag passed={v} />,
          },
          {
            title: t('records:col.suspect'),
            render: (_: unknown, p: Parameter) =>
              p.suspectFrom ? `${when(p.suspectFrom)} – ${when(p.suspectTo)}` : '–',
          },
        ]
      : []),
  ];
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
      <Card title={t('records:detail.title', { kind: t(`records:page.${kind}`), id: r.id })}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item
            label={t('records:col.station')}
          >{`${r.stationId} — ${r.stationName}`}</Descriptions.Item>
          <Descriptions.Item
            label={t('records:detail.window')}
          >{`${when(r.from)} – ${when(r.to)}`}</Descriptions.Item>
          <Descriptions.Item label={t('records:col.type')}>
            {t(`records:type.${r.type}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('records:col.status')}>
            <StatusTag status={r.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('records:col.people')}>
            {r.people.join(', ')}
          </Descriptions.Item>
          {kind === 'calibration' && (
            <Descriptions.Item label={t('records:col.result')}>
              <ResultTag passed={r.passed} />
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('records:col.remarks')} span={2}>
            {r.remarks || '–'}
          </Descriptions.Item>
          <Descriptions.Item
            label={t('records:col.createdBy')}
          >{`${r.createdBy}, ${when(r.createdAt)}`}</Descriptions.Item>
          <Descriptions.Item
            label={t('records:col.updatedBy')}
          >{`${r.updatedBy}, ${when(r.updatedAt)}`}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Table<Parameter>
        rowKey="parameterCode"
        size="small"
        pagination={false}
        columns={parameterColumns}
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
      <FormModal
        dirty={reason.trim() !== ''}
        open={asking}
        title={t('records:action.requestDelete')}
        okText={t('records:action.requestDelete')}
        cancelText={t('records:action.cancel')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        confirmLoading={ask.isPending}
        onOk={() => ask.mutate()}
        onCancel={() => setAsking(false)}
      >
        <Input.TextArea
          aria-label={t('records:delete.reason')}
          placeholder={t('records:delete.reason')}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormModal>
    </Space>
  );
}
