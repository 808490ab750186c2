import { Card, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { SmallTable } from '../../../components/SmallTable';
import { buildShareOption } from '../utils/build-eqr-options';

/**
 * How a whole shares out among classes: the chart of the shares, each class in its colour, then a
 * table of each class (`label`, whose field names the class), how many it holds (`count`) and its
 * per cent.
 */
export function ShareCard<K extends string, T extends { percent: number } & Record<K, string>>({
  title,
  rows,
  colours,
  label,
  count,
}: {
  title: string;
  rows: readonly T[];
  colours: Readonly<Record<string, string>>;
  label: { title: string; dataIndex: K; render: (key: string) => string };
  count: TableColumnType<T>;
}) {
  const { t } = useTranslation();
  const option = buildShareOption(
    rows.map((row) => ({ key: row[label.dataIndex], percent: row.percent })),
    label.render,
    colours,
  );
  return (
    <Card size="small" title={title}>
      <EChart height={240} option={option} />
      <SmallTable<T>
        rowKey={label.dataIndex}
        dataSource={rows}
        columns={[
          label,
          { ...count, align: 'right' },
          { title: t('eqr:col.percent'), dataIndex: 'percent', align: 'right' },
        ]}
      />
    </Card>
  );
}
