import type { ClassCount, Medium } from '@eqmp/domain';
import { type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClassSwatch } from '../../../components/ClassSwatch';
import { classStyle } from '../utils/class-labels';
import { CompactTable } from '../../../components/CompactTable';

export interface ClassCountRow {
  readonly key: string;
  readonly stateName: string;
  readonly counts: readonly ClassCount[];
  readonly total?: number;
}

/** Counts per class (columns headed by the class colour) for each state, the nation first. */
export function ClassCountTable({
  medium,
  classes,
  rows,
  totalTitle,
  testId,
}: {
  medium: Medium;
  classes: readonly string[];
  rows: readonly ClassCountRow[];
  totalTitle?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<ClassCountRow> = [
    { title: t('reports:field.state'), dataIndex: 'stateName', fixed: 'left' },
    ...classes.map((cls) => {
      const style = classStyle(medium, cls, t);
      return {
        key: cls,
        title: <ClassSwatch colour={style.colour} label={style.label} />,
        align: 'right' as const,
        render: (_: unknown, row: ClassCountRow) =>
          row.counts.find((c) => c.cls === cls)?.count ?? 0,
      };
    }),
    ...(totalTitle
      ? [{ key: 'total', title: totalTitle, align: 'right' as const, dataIndex: 'total' }]
      : []),
  ];
  return (
    <CompactTable<ClassCountRow>
      data-testid={testId}
      rowKey="key"
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
