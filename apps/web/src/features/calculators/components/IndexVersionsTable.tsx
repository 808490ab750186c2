import { type IndexVersion } from '@eqmp/domain';
import { Typography, type TableColumnsType } from 'antd';
import {
  sourceColumns,
  useVersionText,
  versionColumns,
  type VersionTableProps,
} from './version-columns';
import { VersionsTable } from './VersionsTable';

/** DOE-WQI settings and MMWQI curve sets; a row opens to show its definition as stored. */
export function IndexVersionsTable({ items, today }: VersionTableProps<IndexVersion>) {
  const { t, language, col } = useVersionText();
  const columns: TableColumnsType<IndexVersion> = [
    {
      title: col('kind'),
      key: 'kind',
      render: (_, r) => t(`calculators:standards.kind.${r.kind}`),
    },
    { title: col('version'), dataIndex: 'version' },
    {
      title: col('locationType'),
      key: 'locationType',
      render: (_, r) =>
        r.kind === 'DOE_WQI'
          ? '–'
          : r.locationType
            ? t(`calculators:locationType.${r.locationType}`)
            : t('calculators:standards.allLocations'),
    },
    ...versionColumns<IndexVersion>(t, language, today, { provisional: true }),
    ...sourceColumns<IndexVersion>(t),
  ];
  return (
    <VersionsTable<IndexVersion>
      columns={columns}
      items={items}
      expand={(row) => (
        <Typography.Paragraph style={{ margin: 0 }}>
          <pre style={{ maxHeight: 320, overflow: 'auto', margin: 0 }}>
            {JSON.stringify(row.data, null, 2)}
          </pre>
        </Typography.Paragraph>
      )}
    />
  );
}
