import { type LimitVersion } from '@eqmp/domain';
import { Table, Tag, type TableColumnsType } from 'antd';
import { storedUnitText } from '../utils/calculator-fields';
import { formatValue } from '../utils/format';
import { ConfidenceTag } from './ConfidenceTag';
import {
  sourceColumns,
  useVersionText,
  versionColumns,
  type VersionTableProps,
} from './version-columns';
import { VersionsTable } from './VersionsTable';

type LimitRow = LimitVersion['rows'][number];

/** Versions of MAAQS, NWQS and the marine criteria; a row opens to show its limits. */
export function LimitVersionsTable({ items, today }: VersionTableProps<LimitVersion>) {
  const { t, language, col } = useVersionText();
  const bound = (value: number | null) => (value === null ? '–' : formatValue(value, language, 4));
  const columns: TableColumnsType<LimitVersion> = [
    {
      title: col('scheme'),
      key: 'scheme',
      render: (_, r) => t(`calculators:standards.scheme.${r.scheme}`),
    },
    { title: col('version'), dataIndex: 'version' },
    ...versionColumns<LimitVersion>(t, language, today, { provisional: true }),
    { title: col('rows'), key: 'rows', align: 'right', render: (_, r) => r.rows.length },
    ...sourceColumns<LimitVersion>(t, { createdBy: false }),
  ];
  const rowColumns: TableColumnsType<LimitRow> = [
    { title: col('parameter'), dataIndex: 'parameter' },
    {
      title: col('averagingOrClass'),
      key: 'key',
      render: (_, r) =>
        r.averaging
          ? t(`calculators:averaging.${r.averaging}`)
          : t('calculators:standards.classValue', { class: r.stationClass ?? '–' }),
    },
    { title: col('unit'), key: 'unit', render: (_, r) => storedUnitText(r.unit, t) },
    { title: col('min'), key: 'min', align: 'right', render: (_, r) => bound(r.min) },
    { title: col('max'), key: 'max', align: 'right', render: (_, r) => bound(r.max) },
    {
      title: col('confidence'),
      key: 'confidence',
      render: (_, r) => <ConfidenceTag confidence={r.confidence} />,
    },
    {
      title: col('status'),
      key: 'status',
      render: (_, r) =>
        r.inForce ? <Tag color="success">{t('calculators:standards.status.inForce')}</Tag> : '–',
    },
  ];
  return (
    <VersionsTable<LimitVersion>
      columns={columns}
      items={items}
      expand={(version) => (
        <Table<LimitRow>
          size="small"
          rowKey="id"
          columns={rowColumns}
          dataSource={version.rows}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
        />
      )}
    />
  );
}
