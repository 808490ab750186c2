import type { SamplingPreviewResponse } from '@eqmp/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export type PreviewRow = SamplingPreviewResponse['rows'][number];

/** The columns of a lab import's preview: row, status, sample, parameter, value, QC and problems. */
export function useImportPreviewColumns() {
  const { t } = useTranslation();
  return [
    { title: t('sampling:import.row'), dataIndex: 'row', width: 70 },
    {
      title: t('sampling:import.status'),
      dataIndex: 'ok',
      render: (ok: boolean) =>
        ok ? (
          <Tag color="green">{t('sampling:import.good')}</Tag>
        ) : (
          <Tag color="red">{t('sampling:import.bad')}</Tag>
        ),
    },
    { title: t('sampling:import.field.sampleCode'), dataIndex: 'sampleCode' },
    { title: t('sampling:import.field.parameter'), dataIndex: 'parameterCode' },
    { title: t('sampling:import.field.value'), dataIndex: 'reported' },
    {
      title: t('sampling:import.field.qcType'),
      dataIndex: 'qcType',
      render: (q: PreviewRow['qcType']) => (q ? t(`sampling:qcKind.${q}`) : ''),
    },
    {
      title: t('sampling:import.problems'),
      dataIndex: 'problems',
      render: (p: PreviewRow['problems']) => p.map((x) => x.message).join(' '),
    },
  ];
}
