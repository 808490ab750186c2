import type { LabBatchDetail } from '@eqmp/domain';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

export type Qc = LabBatchDetail['qc'][number];

/** The columns of a batch's QC samples: kind, parameter, sample, value, measure, verdict, objective, by. */
export function useQcColumns(): TableColumnsType<Qc> {
  const { t } = useTranslation();
  return [
    {
      title: t('sampling:lab.qcKind'),
      dataIndex: 'kind',
      render: (k: Qc['kind']) => t(`sampling:qcKind.${k}`),
    },
    { title: t('sampling:col.parameter'), dataIndex: 'parameterCode' },
    { title: t('sampling:col.code'), dataIndex: 'sampleCode' },
    { title: t('sampling:lab.qcValue'), dataIndex: 'value' },
    {
      title: t('sampling:lab.qcMeasure'),
      key: 'm',
      render: (_, q) =>
        q.measure === null
          ? '–'
          : `${q.measure}${q.kind === 'duplicate' || q.kind === 'spike' ? ' %' : ''} (${q.min ?? '–'} … ${q.max ?? '–'})`,
    },
    {
      title: t('sampling:lab.qcVerdict'),
      dataIndex: 'verdict',
      render: (v: Qc['verdict']) => (
        <Tag color={v === 'pass' ? 'green' : v === 'fail' ? 'red' : 'default'}>
          {t(`sampling:verdict.${v}`)}
        </Tag>
      ),
    },
    { title: t('sampling:lab.objective'), dataIndex: 'objectiveVersion' },
    { title: t('sampling:col.by'), dataIndex: 'username' },
  ];
}
