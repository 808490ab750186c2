import type { InformationResponse } from '@eqmp/domain';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MARINE_CATEGORY_COLOURS } from '@eqmp/domain';
import { ClassSwatch } from '../../../components/ClassSwatch';
import { HowCard, InfoTable } from './InfoTable';
import { SourceList } from './SourceList';

type Mqims = Extract<InformationResponse, { index: 'mqims' }>;

/** MQIMS: MMWQI categories with colours, the weights per location type in force, and their sources. */
export function MqimsInformation({ data }: { data: Mqims }) {
  const { t } = useTranslation();
  const parameters = [...new Set(data.sets.flatMap((s) => s.weights.map((w) => w.parameter)))];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('information:classesTitle')}>
        <InfoTable
          rowKey="category"
          dataSource={data.categories}
          columns={[
            {
              key: 'c',
              title: t('information:column.class'),
              render: (_, c) => (
                <ClassSwatch
                  colour={
                    MARINE_CATEGORY_COLOURS[c.category as keyof typeof MARINE_CATEGORY_COLOURS]
                  }
                  label={t(`maps:class.marineCategory.${c.category}`)}
                />
              ),
            },
            {
              key: 'range',
              title: t('information:column.indexRange'),
              render: (_, c) => (c.min === null ? t('information:mqims.below') : `≥ ${c.min}`),
            },
          ]}
        />
      </Card>
      <HowCard index="mqims">
        <InfoTable
          rowKey="parameter"
          dataSource={parameters.map((parameter) => ({ parameter }))}
          columns={[
            { key: 'p', title: t('information:column.parameter'), dataIndex: 'parameter' },
            ...data.sets.map((s) => ({
              key: s.locationType,
              title: t(`information:mqims.locationType.${s.locationType}`),
              render: (_: unknown, row: { parameter: string }) =>
                s.weights.find((w) => w.parameter === row.parameter)?.weight ?? '–',
            })),
          ]}
        />
      </HowCard>
      <Card title={t('information:sourcesTitle')}>
        <SourceList
          items={data.sets.map((s) => ({
            key: s.locationType,
            label: t(`information:mqims.locationType.${s.locationType}`),
            version: s.version,
            effectiveFrom: s.effectiveFrom,
            source: s.source,
            provisional: s.provisional,
          }))}
        />
      </Card>
    </Space>
  );
}
