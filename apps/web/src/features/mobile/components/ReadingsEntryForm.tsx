import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { MobileUnits, ReadingsStored } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { enterReadings, mobileKeys } from '../api/mobile-api';
import { isTimeText } from '../utils/deployment-form';

type Parameter = MobileUnits['units'][number]['parameters'][number];
interface EntryRow {
  key: number;
  date: string;
  time: string;
  values: Record<string, number | null>;
}

let nextKey = 1;
const blankRow = (date: string): EntryRow => ({ key: nextKey++, date, time: '', values: {} });

/**
 * Typed readings of a deployment, one row per time (a tablet-friendly grid). The server applies
 * the spec §5 date and time rules and the level-1 checks; rows it stored leave the form, each
 * refused row stays with its reason.
 */
export function ReadingsEntryForm({
  deploymentId,
  parameters,
}: {
  deploymentId: number;
  parameters: readonly Parameter[];
}) {
  const { t } = useTranslation();
  const { showError } = useMessageDialog();
  const client = useQueryClient();
  const [rows, setRows] = useState<EntryRow[]>(() => [blankRow(dayjs().format('DD/MM/YYYY'))]);
  const [result, setResult] = useState<ReadingsStored | null>(null);
  const [refused, setRefused] = useState<Map<number, string>>(new Map());
  const save = useMutation({
    mutationFn: (entries: EntryRow[]) =>
      enterReadings(deploymentId, {
        rows: entries.map(({ date, time, values }) => ({ date, time, values })),
      }),
    onSuccess: (stored, entries) => {
      // Problems name rows 1…n in the order sent: keep those rows, with their reasons.
      const bad = new Map(stored.problems.map((p) => [entries[p.row - 1]!.key, p.message]));
      setRefused(bad);
      setResult(stored);
      setRows(entries.filter((r) => bad.has(r.key)));
      void client.invalidateQueries({ queryKey: mobileKeys.all });
    },
    onError: (error) => void showError(error),
  });
  const update = (key: number, patch: Partial<EntryRow>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const lastDate = rows.at(-1)?.date ?? dayjs().format('DD/MM/YYYY');

  const columns: TableColumnsType<EntryRow> = [
    {
      title: t('mobile:enter.date'),
      key: 'date',
      render: (_, r, i) => (
        <Input
          value={r.date}
          maxLength={10}
          style={{ width: 120 }}
          aria-label={`${t('mobile:enter.date')} ${i + 1}`}
          onChange={(e) => update(r.key, { date: e.target.value })}
        />
      ),
    },
    {
      title: t('mobile:enter.time'),
      key: 'time',
      render: (_, r, i) => (
        <Form.Item
          style={{ margin: 0 }}
          validateStatus={r.time && !isTimeText(r.time) ? 'error' : ''}
          help={r.time && !isTimeText(r.time) ? t('mobile:form.incorrectTime') : undefined}
        >
          <Input
            value={r.time}
            maxLength={12}
            placeholder="08:00"
            style={{ width: 100 }}
            aria-label={`${t('mobile:enter.time')} ${i + 1}`}
            onChange={(e) => update(r.key, { time: e.target.value })}
          />
        </Form.Item>
      ),
    },
    ...parameters.map((p) => ({
      title: `${p.code}${p.unit ? ` (${p.unit})` : ''}`,
      key: p.code,
      render: (_: unknown, r: EntryRow, i: number) => (
        <InputNumber
          value={r.values[p.code] ?? null}
          style={{ width: 100 }}
          aria-label={`${p.code} ${i + 1}`}
          onChange={(value) => update(r.key, { values: { ...r.values, [p.code]: value } })}
        />
      ),
    })),
    {
      title: t('mobile:column.problem'),
      key: 'problem',
      render: (_, r) =>
        refused.has(r.key) ? <Alert type="error" title={refused.get(r.key)} /> : null,
    },
    {
      title: t('mobile:column.actions'),
      key: 'remove',
      render: (_, r, i) => (
        <Button
          icon={<DeleteOutlined />}
          aria-label={`${t('mobile:action.removeRow')} ${i + 1}`}
          onClick={() => setRows((current) => current.filter((x) => x.key !== r.key))}
        />
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('mobile:enter.help')} />
      <Table<EntryRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('mobile:enter.noRows') }}
      />
      <Space wrap>
        <Button icon={<PlusOutlined />} onClick={() => setRows((r) => [...r, blankRow(lastDate)])}>
          {t('mobile:action.addRow')}
        </Button>
        <Button
          type="primary"
          loading={save.isPending}
          disabled={rows.length === 0}
          onClick={() => save.mutate(rows)}
        >
          {t('mobile:action.saveRows')}
        </Button>
      </Space>
      {result && (
        <Alert
          type={result.problems.length > 0 ? 'warning' : 'success'}
          showIcon
          closable
          onClose={() => setResult(null)}
          title={t('mobile:enter.stored', result)}
          description={
            result.problems.length > 0
              ? t('mobile:enter.refused', { count: result.problems.length })
              : undefined
          }
        />
      )}
    </Space>
  );
}
