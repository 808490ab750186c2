import { Card, Space, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassSwatch } from '../../../components/ClassSwatch';
import { HowCard, InfoTable } from './InfoTable';
import { SourceList, type SourceItem } from './SourceList';

/** An index's classes: each class on its colour, its range, and any further columns. */
interface IndexClasses<T extends object> {
  readonly rowKey: keyof T & string;
  readonly rows: readonly T[];
  readonly colour: (row: T) => string;
  readonly label: (row: T) => string;
  readonly rangeTitle: string;
  readonly range: (row: T) => ReactNode;
  readonly more?: TableColumnsType<T>;
  /** A line under the classes. */
  readonly note?: ReactNode;
}

/** The parameters an index is worked out from: one row a parameter, then its figures. */
export function ParameterTable<T extends { parameter: string }>({
  rows,
  parameter,
  more,
}: {
  rows: readonly T[];
  parameter: (row: T) => ReactNode;
  more: TableColumnsType<T>;
}) {
  const { t } = useTranslation();
  return (
    <InfoTable<T>
      rowKey="parameter"
      dataSource={[...rows]}
      columns={[
        { key: 'p', title: t('information:column.parameter'), render: (_, row) => parameter(row) },
        ...more,
      ]}
    />
  );
}

/** A secondary line under a table. */
export function TableNote({ children }: { children: ReactNode }) {
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
      {children}
    </Typography.Paragraph>
  );
}

/** An index's information: its classes, how it is worked out (`how`), and its sources. */
export function IndexInformation<T extends object>({
  index,
  classes,
  how,
  sources,
}: {
  index: 'apims' | 'mqims' | 'rqims';
  classes: IndexClasses<T>;
  how: ReactNode;
  sources: readonly SourceItem[];
}) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('information:classesTitle')}>
        <InfoTable<T>
          rowKey={classes.rowKey}
          dataSource={[...classes.rows]}
          columns={[
            {
              key: 'c',
              title: t('information:column.class'),
              render: (_, row) => (
                <ClassSwatch colour={classes.colour(row)} label={classes.label(row)} />
              ),
            },
            { key: 'range', title: classes.rangeTitle, render: (_, row) => classes.range(row) },
            ...(classes.more ?? []),
          ]}
        />
        {classes.note !== undefined && <TableNote>{classes.note}</TableNote>}
      </Card>
      <HowCard index={index}>{how}</HowCard>
      <Card title={t('information:sourcesTitle')}>
        <SourceList items={sources} />
      </Card>
    </Space>
  );
}
