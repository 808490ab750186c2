import type { QueryOutputs } from '@eqmp/domain';
import { Space, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { buildWindroseOption } from '../utils/build-windrose-option';
import { QueryTable } from './QueryTable';
import './register-polar';

/** The windrose: speed classes × 16 directions in percent of the valid hours, calm apart. */
export function WindroseView({ data }: { data: QueryOutputs['windrose'] }) {
  const { t } = useTranslation();
  const speedClass = (c: { from: number; to: number | null }) =>
    c.to === null
      ? t('query:windrose.classOpen', { from: c.from })
      : t('query:windrose.class', { from: c.from, to: c.to });
  const sector = (s: string) => t(`query:windrose.sector.${s}`);
  type Row = Record<string, string | number>;
  const rows: Row[] = data.sectors.map((s, i) => ({
    sector: sector(s),
    ...Object.fromEntries(data.percent[i]!.map((p, c) => [`c${c}`, p])),
    total: Math.round(data.percent[i]!.reduce((a, b) => a + b, 0) * 100) / 100,
  }));
  const columns: TableColumnsType<Row> = [
    { title: t('query:col.sector'), dataIndex: 'sector' },
    ...data.speedClasses.map((c, i) => ({
      title: `${speedClass(c)} (%)`,
      dataIndex: `c${i}`,
      align: 'right' as const,
    })),
    { title: `${t('query:col.total')} (%)`, dataIndex: 'total', align: 'right' },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="query-windrose">
      <EChart option={buildWindroseOption(data, { sector, speedClass })} height={460} />
      <Typography.Text type="secondary">
        {t('query:windrose.summary', {
          calm: data.speedClasses[0]?.from ?? 0,
          calmPct: data.calmPct,
          valid: data.valid,
          missing: data.missing,
        })}
      </Typography.Text>
      <QueryTable rows={rows} columns={columns} rowKey={(r) => String(r.sector)} />
    </Space>
  );
}
