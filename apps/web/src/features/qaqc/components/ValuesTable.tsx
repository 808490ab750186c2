import { formatValue, type QaqcValue } from '@eqmp/domain';
import { Button, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { rowKey } from '../hooks/useReviewActions';
import type { ReviewSeries } from '../hooks/useReviewData';
import { LevelTag } from './LevelTag';
import { CompactTable } from '../../../components/CompactTable';

const FLAG_COLOURS: Record<number, string> = { 3: 'warning', 4: 'error', 9: 'default' };

type Row = QaqcValue & { readonly parameter: string; readonly decimals: number };

/**
 * The values of the chosen parameters (a Parameter column when several), oldest first, with their
 * flags, codes, level and history; rows are chosen as `parameter|ts` keys.
 */
export function ValuesTable({
  series,
  flaggedOnly,
  loading,
  selected,
  onSelect,
  onHistory,
}: {
  series: readonly ReviewSeries[];
  flaggedOnly: boolean;
  loading: boolean;
  /** Null when the reader may not change values. */
  selected: string[] | null;
  onSelect: (keys: string[]) => void;
  onHistory: (parameter: string, ts: string) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const shown = (v: number | null, r: Row) =>
    v === null ? '–' : formatValue(v, r.decimals, language);
  const rows: Row[] = series
    .flatMap((s) =>
      (s.data?.values ?? []).map((v) => ({
        ...v,
        parameter: s.code,
        decimals: s.data?.decimals ?? 2,
      })),
    )
    .filter((v) => !flaggedOnly || v.autoFlag >= 3 || v.changed)
    .sort((a, b) => a.ts.localeCompare(b.ts));
  const columns: TableColumnsType<Row> = [
    { title: t('qaqc:col.time'), dataIndex: 'ts', render: (v: string) => formatDateTime(v) },
    ...(series.length > 1 ? [{ title: t('qaqc:col.parameter'), dataIndex: 'parameter' }] : []),
    {
      title: t('qaqc:col.raw'),
      dataIndex: 'raw',
      align: 'right',
      render: (v: number | null, r) => shown(v, r),
    },
    {
      title: t('qaqc:col.value'),
      dataIndex: 'value',
      align: 'right',
      render: (v: number | null, r) =>
        r.changed && v !== r.raw ? (
          <Typography.Text strong>{shown(v, r)}</Typography.Text>
        ) : (
          shown(v, r)
        ),
    },
    {
      title: t('qaqc:col.validity'),
      dataIndex: 'validity',
      render: (v: number) => (
        <Tag color={v > 0 ? 'success' : 'error'}>{t(`qaqc:validity.${v}`)}</Tag>
      ),
    },
    {
      title: t('qaqc:col.nullReason'),
      dataIndex: 'nullReason',
      render: (v: string | null) => v ?? '',
    },
    {
      title: t('qaqc:col.qualifiers'),
      dataIndex: 'qualifiers',
      render: (v: string[]) => v.join(' '),
    },
    {
      title: t('qaqc:col.flags'),
      dataIndex: 'flags',
      render: (flags: QaqcValue['flags']) =>
        flags.map((f) => (
          <Tooltip
            key={f.check}
            title={t('qaqc:flag.detail', {
              min: f.min ?? '–',
              max: f.max ?? '–',
              compared: f.compared ?? '–',
            })}
          >
            <Tag
              color={FLAG_COLOURS[f.flag] ?? 'default'}
              tabIndex={0}
            >{`${t(`qaqc:check.${f.check}`)} (${t(`qaqc:qartod.${f.flag}`)})`}</Tag>
          </Tooltip>
        )),
    },
    {
      title: t('qaqc:col.level'),
      dataIndex: 'level',
      render: (v: QaqcValue['level']) => <LevelTag level={v} />,
    },
    {
      title: t('qaqc:col.history'),
      key: 'history',
      render: (_: unknown, r) => (
        <Button size="small" onClick={() => onHistory(r.parameter, r.ts)}>
          {t('qaqc:history.open')}
        </Button>
      ),
    },
  ];
  return (
    <CompactTable<Row>
      rowKey={(r) => rowKey(r.parameter, r.ts)}
      columns={columns}
      dataSource={rows}
      loading={loading}
      rowSelection={
        selected
          ? { selectedRowKeys: selected, onChange: (keys) => onSelect(keys as string[]) }
          : undefined
      }
      pagination={{
        defaultPageSize: 50,
        showSizeChanger: true,
        pageSizeOptions: [24, 50, 100, 288],
      }}
    />
  );
}
