import type { InformationResponse } from '@eqmp/domain';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RIVER_CLASS_COLOURS } from '@eqmp/domain';
import { ClassSwatch } from '../../../components/ClassSwatch';
import { HowCard, InfoTable } from './InfoTable';
import { SourceList } from './SourceList';

type Rqims = Extract<InformationResponse, { index: 'rqims' }>;

/** RQIMS: DOE-WQI classes I–V with colours, the weights in force, status bands, and the source. */
export function RqimsInformation({ data }: { data: Rqims }) {
  const { t } = useTranslation();
  const classes = data.classes.map((c, i) => ({
    ...c,
    upper: i === 0 ? 100 : data.classes[i - 1]!.min,
  }));
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('information:classesTitle')}>
        <InfoTable
          rowKey="riverClass"
          dataSource={classes}
          columns={[
            {
              key: 'c',
              title: t('information:column.class'),
              render: (_, c) => (
                <ClassSwatch
                  colour={RIVER_CLASS_COLOURS[c.riverClass as keyof typeof RIVER_CLASS_COLOURS]}
                  label={t(`maps:class.river.${c.riverClass}`)}
                />
              ),
            },
            {
              key: 'range',
              title: t('information:column.wqiRange'),
              render: (_, c) =>
                c.min === null ? `< ${c.upper}` : `${c.inclusive ? '≥' : '>'} ${c.min}`,
            },
          ]}
        />
      </Card>
      <HowCard index="rqims">
        <InfoTable
          rowKey="parameter"
          dataSource={data.weights}
          columns={[
            {
              key: 'p',
              title: t('information:column.parameter'),
              render: (_, w) => t(`information:rqims.parameter.${w.parameter}`),
            },
            { key: 'w', title: t('information:column.weight'), dataIndex: 'weight' },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {data.statuses
            .map(
              (s) =>
                `${t(`information:rqims.status.${s.status}`)}: ${s.min === null ? '–' : `≥ ${s.min}`}`,
            )
            .join(' · ')}
        </Typography.Paragraph>
      </HowCard>
      <Card title={t('information:sourcesTitle')}>
        <SourceList items={[{ key: 'wqi', label: 'DOE-WQI', ...data.standard }]} />
      </Card>
    </Space>
  );
}
