import type { InformationResponse } from '@eqmp/domain';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AIR_CATEGORY_COLOURS } from '@eqmp/domain';
import { ClassSwatch } from '../../../components/ClassSwatch';
import { HowCard, InfoTable } from './InfoTable';
import { SourceList } from './SourceList';

type Apims = Extract<InformationResponse, { index: 'apims' }>;

/** APIMS: API bands with colours and health advice, the breakpoint tables in force, and their sources. */
export function ApimsInformation({ data }: { data: Apims }) {
  const { t } = useTranslation();
  const bands = data.bands.map((b, i) => ({
    ...b,
    max: data.bands[i + 1] ? data.bands[i + 1]!.min - 1 : null,
  }));
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('information:classesTitle')}>
        <InfoTable
          rowKey="category"
          dataSource={bands}
          columns={[
            {
              key: 'cat',
              title: t('information:column.class'),
              render: (_, b) => (
                <ClassSwatch
                  colour={AIR_CATEGORY_COLOURS[b.category as keyof typeof AIR_CATEGORY_COLOURS]}
                  label={t(`maps:class.air.${b.category}`)}
                />
              ),
            },
            {
              key: 'range',
              title: t('information:column.range'),
              render: (_, b) => (b.max === null ? `≥ ${b.min}` : `${b.min} – ${b.max}`),
            },
            {
              key: 'advice',
              title: t('information:column.advice'),
              render: (_, b) => t(`calculators:air.advice.${b.advice}`),
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('information:apims.emergency', { above: data.emergencyAbove })}
        </Typography.Paragraph>
      </Card>
      <HowCard index="apims">
        <InfoTable
          rowKey="parameter"
          dataSource={data.tables}
          columns={[
            {
              key: 'p',
              title: t('information:column.parameter'),
              render: (_, r) => `${r.parameter} (${r.averaging}, ${r.unit})`,
            },
            {
              key: 'segments',
              title: t('information:column.breakpoints'),
              render: (_, r) =>
                r.segments.map((s) => `${s.cLow}–${s.cHigh} → ${s.iLow}–${s.iHigh}`).join(' · '),
            },
          ]}
        />
      </HowCard>
      <Card title={t('information:sourcesTitle')}>
        <SourceList
          items={data.tables.map((r) => ({
            key: r.parameter,
            label: r.parameter,
            version: r.version,
            effectiveFrom: r.effectiveFrom,
            source: r.source,
          }))}
        />
      </Card>
    </Space>
  );
}
