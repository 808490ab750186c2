import type { RecordDetail } from '@eqmp/domain';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResultTag } from './RecordTags';

type Point = RecordDetail['points'][number];

/** A calibration's points with the tolerance they were judged by. */
export function RecordPoints({ points }: { points: readonly Point[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('records:form.points')}</Typography.Title>
      <Table<Point>
        rowKey={(p) => points.indexOf(p)}
        size="small"
        pagination={false}
        dataSource={[...points]}
        locale={{ emptyText: t('records:detail.noPoints') }}
        columns={[
          { title: t('records:col.parameter'), dataIndex: 'parameterCode' },
          {
            title: t('records:col.kind'),
            dataIndex: 'kind',
            render: (k: string) => t(`records:pointKind.${k}`),
          },
          { title: t('records:col.expected'), dataIndex: 'expected', align: 'right' },
          { title: t('records:col.measured'), dataIndex: 'measured', align: 'right' },
          {
            title: t('records:col.tolerance'),
            dataIndex: 'tolerance',
            align: 'right',
            render: (v: number) => Number(v.toPrecision(6)),
          },
          {
            title: t('records:col.passed'),
            dataIndex: 'passed',
            render: (v: boolean) => <ResultTag passed={v} />,
          },
        ]}
      />
    </>
  );
}
