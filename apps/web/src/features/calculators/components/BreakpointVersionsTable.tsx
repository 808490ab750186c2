import { AIR_POLLUTANTS, type BreakpointVersion, type Segment } from '@eqmp/domain';
import { Table, Typography, type TableColumnsType } from 'antd';
import { storedUnitText } from '../utils/calculator-fields';
import { formatValue } from '../utils/format';
import {
  sourceColumns,
  useVersionText,
  versionColumns,
  type VersionTableProps,
} from './version-columns';
import { VersionsTable } from './VersionsTable';

const order = (p: string) => (AIR_POLLUTANTS as readonly string[]).indexOf(p);

/** API breakpoint table versions with their sources; a row opens to show its segments. */
export function BreakpointVersionsTable({ items, today }: VersionTableProps<BreakpointVersion>) {
  const { t, language, col } = useVersionText();
  const unitText = (unit: string) => storedUnitText(unit, t);
  const columns: TableColumnsType<BreakpointVersion> = [
    {
      title: col('parameter'),
      key: 'parameter',
      render: (_, r) => t(`calculators:parameter.${r.parameter}`),
    },
    { title: col('version'), dataIndex: 'version' },
    {
      title: col('variant'),
      key: 'variant',
      render: (_, r) => (r.variant ? t(`calculators:air.pm25TableName.${r.variant}`) : '–'),
    },
    {
      title: col('averaging'),
      key: 'averaging',
      render: (_, r) => t(`calculators:averaging.${r.averaging}`),
    },
    ...versionColumns<BreakpointVersion>(t, language, today, { provisional: false }),
    ...sourceColumns<BreakpointVersion>(t),
  ];
  const segmentColumns = (unit: string): TableColumnsType<Segment & { key: number }> =>
    (['cLow', 'cHigh', 'iLow', 'iHigh'] as const).map((key) => ({
      title: t(`calculators:standards.column.${key}`, { unit }),
      dataIndex: key,
      align: 'right',
      render: (value: number) => formatValue(value, language, 4),
    }));
  return (
    <VersionsTable<BreakpointVersion>
      columns={columns}
      items={[...items].sort(
        (a, b) =>
          order(a.parameter) - order(b.parameter) || a.effectiveFrom.localeCompare(b.effectiveFrom),
      )}
      expand={(row) => (
        <>
          <Typography.Text type="secondary">
            {t('calculators:standards.segmentsOf', { unit: unitText(row.unit) })}
          </Typography.Text>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            columns={segmentColumns(unitText(row.unit))}
            dataSource={row.segments.map((s, key) => ({ ...s, key }))}
          />
        </>
      )}
    />
  );
}
