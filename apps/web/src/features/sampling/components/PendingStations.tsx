import type { SamplingModule, SamplingValidationResponse } from '@eqmp/domain';
import { App, Button, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMonthDecision } from '../hooks/useMonthDecision';
import {
  usePendingColumns,
  type PendingSample as Sample,
  type PendingStation as Station,
} from '../hooks/usePendingColumns';
import { QueryError } from './QueryError';
import { ValueEditModal, type EditTarget } from './ValueEditModal';
import { CompactTable } from '../../../components/CompactTable';

/** The decisions on the chosen stations, each open while one of them is at its stage. */
const DECISIONS = [
  { decision: 'review', stage: 'review', label: 'sampling:validation.review', primary: false },
  { decision: 'approve', stage: 'approval', label: 'sampling:validation.approve', primary: true },
  { decision: 'publish', stage: 'publish', label: 'sampling:validation.publish', primary: false },
] as const satisfies readonly {
  decision: 'review' | 'approve' | 'publish';
  stage: Station['stage'];
  label: string;
  primary: boolean;
}[];

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
  const { modal } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const [target, setTarget] = useState<EditTarget | null>(null);
  const stations = data?.stations ?? [];
  // A month can hold dozens of stations: the officer finds one by its ID or name.
  const [find, setFind] = useState('');
  const needle = find.trim().toLowerCase();
  const shown = needle
    ? stations.filter((s) => `${s.stationId} ${s.name}`.toLowerCase().includes(needle))
    : stations;
  const decide = useMonthDecision(module, month, selected, () => setSelected([]));
  const { columns, sampleColumns } = usePendingColumns(canDecide, setTarget);
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
          {DECISIONS.map(({ decision, stage, label, primary }) => (
            <Button
              key={decision}
              type={primary ? 'primary' : undefined}
              disabled={!can(stage)}
              loading={decide.isPending}
              onClick={() =>
                void modal.confirm({
                  title: t(label),
                  content: t('sampling:validation.confirm', {
                    month,
                    stations: chosen.map((s) => s.stationId).join(', '),
                  }),
                  okText: t(label),
                  cancelText: t('common:action.cancel'),
                  onOk: () => decide.mutate(decision),
                })
              }
            >
              {t(label)}
            </Button>
          ))}
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
        <CompactTable<Station>
          rowKey="stationId"
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
        />
      </div>
      <ValueEditModal target={target} onClose={() => setTarget(null)} />
    </Space>
  );
}
