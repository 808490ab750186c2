import { Card, type TableColumnType } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { SmallTable } from '../../../components/SmallTable';

/**
 * How a whole shares out among classes: the chart of the shares, then a table of each class
 * (`label`), how many it holds (`count`) and its per cent.
 */
export function ShareCard<T extends { percent: number }>({
  title,
  option,
  rowKey,
  rows,
  label,
  count,
}: {
  title: string;
  option: EChartsCoreOption;
  rowKey: keyof T & string;
  rows: readonly T[];
  label: TableColumnType<T>;
  count: TableColumnType<T>;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={title}>
      <EChart height={240} option={option} />
      <SmallTable<T>
        rowKey={rowKey}
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
