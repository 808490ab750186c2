import { type IndexVersion } from '@eqmp/domain';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { versionColumns } from './version-columns';

/** DOE-WQI settings and MMWQI curve sets; a row opens to show its definition as stored. */
export function IndexVersionsTable({
  items,
  today,
}: {
  items: readonly IndexVersion[];
  today: string;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const col = (key: string) => t(`calculators:standards.column.${key}`);
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
    { title: col('source'), dataIndex: 'source', width: 220, ellipsis: { showTitle: true } },
    { title: col('createdBy'), dataIndex: 'createdBy' },
  ];
  return (
    <Table<IndexVersion>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...items]}
      pagination={false}
      scroll={{ x: 1200 }}
      expandable={{
        expandedRowRender: (row) => (
          <Typography.Paragraph style={{ margin: 0 }}>
            <pre style={{ maxHeight: 320, overflow: 'auto', margin: 0 }}>
              {JSON.stringify(row.data, null, 2)}
            </pre>
          </Typography.Paragraph>
        ),
      }}
      locale={{ emptyText: t('common:table.empty') }}
    />
  );
}
