import { PlusOutlined } from '@ant-design/icons';
import type { ReadingsStored } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { enterReadings, mobileKeys } from '../api/mobile-api';
import { useEntryColumns, type EntryRow, type Parameter } from '../hooks/useEntryColumns';

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

  const columns = useEntryColumns({
    parameters,
    refused,
    update,
    remove: (key) => setRows((current) => current.filter((x) => x.key !== key)),
  });

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
