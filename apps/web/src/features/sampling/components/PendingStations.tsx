import type { SamplingModule, SamplingValidationResponse } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { decideMonth, samplingKeys } from '../api/sampling-api';
import { shownValue } from '../utils/result-text';
import { IndexText } from './IndexText';
import { QueryError } from './QueryError';
import { StateTag } from './StateTag';
import { ValueEditModal, type EditTarget } from './ValueEditModal';

type Station = SamplingValidationResponse['stations'][number];
type Sample = Station['samples'][number];

/**
 * The month's stations waiting for a decision: each with its stage, level, who sent the results
 * and who reviewed them; its samples' values open for level-2 edits. The officer marks chosen
 * stations reviewed, approves them (another officer than the reviewer and than whoever entered the
 * results, which the server enforces), and publishes them.
 */
export function PendingStations({
  module,
  month,
  data,
  canDecide,
}: {
  module: SamplingModule;
  month: string;
  data: SamplingValidationResponse | undefined;
  canDecide: boolean;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<EditTarget | null>(null);
  const stations = data?.stations ?? [];
  // A month can hold dozens of stations: the officer finds one by its ID or name.
  const [find, setFind] = useState('');
  const needle = find.trim().toLowerCase();
  const shown = needle
    ? stations.filter((s) => `${s.stationId} ${s.name}`.toLowerCase().includes(needle))
    : stations;
  const decide = useMutation({
    mutationFn: (decision: 'review' | 'approve' | 'publish') =>
      decideMonth(decision, { module, month, stationIds: selected }),
    onSuccess: (r, decision) => {
      void message.success(t(`sampling:validation.done.${decision}`, r));
      setSelected([]);
      void client.invalidateQueries({ queryKey: samplingKeys.all });
    },
  });
  const columns: TableColumnsType<Station> = [
    { title: t('sampling:col.station'), key: 's', render: (_, s) => `${s.stationId} — ${s.name}` },
    {
      title: t('sampling:validation.stage'),
      dataIndex: 'stage',
      render: (v: Station['stage']) => (
        <Tag color={v === 'done' ? 'green' : v === 'waiting' ? 'default' : 'gold'}>
          {t(`sampling:stage.${v}`)}
        </Tag>
      ),
    },
    {
      title: t('sampling:validation.level'),
      dataIndex: 'level',
      render: (l: string) => t(`qaqc:level.${l}`),
    },
    {
      title: t('sampling:validation.samples'),
      key: 'n',
      align: 'right',
      render: (_, s) => s.samples.length,
    },
    {
      title: t('sampling:validation.submitters'),
      dataIndex: 'submitters',
      render: (v: string[]) => v.join(', '),
    },
    {
      title: t('sampling:validation.reviewers'),
      dataIndex: 'reviewers',
      render: (v: string[]) => v.join(', '),
    },
  ];
  const sampleColumns = (station: Station): TableColumnsType<Sample> => [
    { title: t('sampling:col.code'), dataIndex: 'code' },
    {
      title: t('sampling:col.collectedAt'),
      dataIndex: 'collectedAt',
      render: (v: string | null) => formatDateTime(v, language),
    },
    { title: t('sampling:col.state'), dataIndex: 'state', render: (s) => <StateTag state={s} /> },
    {
      title: t('sampling:col.index'),
      dataIndex: 'index',
      render: (i: Sample['index']) => <IndexText index={i} />,
    },
    {
      title: t('sampling:validation.values'),
      key: 'v',
      render: (_, s) => (
        <Space wrap size={4}>
          {s.results.map((r) => {
            const invalid = r.validity < 0;
            const text = `${r.parameterCode} ${shownValue(r)}${r.qualifiers.length ? ` [${r.qualifiers.join(',')}]` : ''}${invalid ? ` (${r.nullReason})` : ''}`;
            const editable =
              canDecide && (s.state === 'lab_verified' || s.state === 'reviewed') && s.collectedAt;
            return editable ? (
              <Button
                key={r.parameterCode}
                size="small"
                danger={invalid || r.autoFlag >= 3}
                onClick={() =>
                  setTarget({
                    stationId: station.stationId,
                    parameterCode: r.parameterCode,
                    ts: s.collectedAt!,
                    value: r.value,
                  })
                }
              >
                {text}
              </Button>
            ) : (
              <Tag
                key={r.parameterCode}
                color={invalid ? 'red' : r.autoFlag >= 3 ? 'orange' : undefined}
              >
                {text}
              </Tag>
            );
          })}
        </Space>
      ),
    },
  ];
  const chosen = stations.filter((s) => selected.includes(s.stationId));
  const can = (stage: Station['stage']) =>
    chosen.length > 0 && chosen.some((s) => s.stage === stage);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('sampling:validation.pendingHint')}
      </Typography.Paragraph>
      {canDecide && (
        <Space wrap>
          <Button
            disabled={!can('review')}
            loading={decide.isPending}
            onClick={() => decide.mutate('review')}
          >
            {t('sampling:validation.review')}
          </Button>
          <Button
            type="primary"
            disabled={!can('approval')}
            loading={decide.isPending}
            onClick={() => decide.mutate('approve')}
          >
            {t('sampling:validation.approve')}
          </Button>
          <Button
            disabled={!can('publish')}
            loading={decide.isPending}
            onClick={() => decide.mutate('publish')}
          >
            {t('sampling:validation.publish')}
          </Button>
        </Space>
      )}
      <QueryError error={decide.error} />
      <Input.Search
        allowClear
        style={{ maxWidth: 360 }}
        placeholder={t('sampling:validation.findStation')}
        aria-label={t('sampling:validation.findStation')}
        value={find}
        onChange={(e) => setFind(e.target.value)}
      />
      {/* Scrolls in a plain box: antd's own horizontal scroll adds a hidden measure row that holds
          the selection checkboxes, which screen readers must not reach. */}
      <div style={{ overflowX: 'auto' }}>
        <Table<Station>
          rowKey="stationId"
          size="small"
          columns={columns}
          dataSource={shown}
          rowSelection={
            canDecide
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(String)),
                  getCheckboxProps: (s) => ({ 'aria-label': s.stationId }),
                }
              : undefined
          }
          expandable={{
            expandedRowRender: (s) => (
              <Table<Sample>
                rowKey="id"
                size="small"
                pagination={false}
                scroll={{ x: true }}
                columns={sampleColumns(s)}
                dataSource={s.samples}
              />
            ),
          }}
          locale={{ emptyText: t('common:table.empty') }}
        />
      </div>
      <ValueEditModal target={target} onClose={() => setTarget(null)} />
    </Space>
  );
}
