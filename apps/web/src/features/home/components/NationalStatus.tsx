import type { HomeClassCount, HomeResponse } from '@eqmp/domain';
import { Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AIR_CATEGORY_COLOURS, MARINE_CATEGORY_COLOURS, RIVER_CLASS_COLOURS } from '@eqmp/domain';
import { readableTextColour } from '../../../lib/index-colours';

const AIR_CODE: Record<string, keyof typeof AIR_CATEGORY_COLOURS> = {
  Good: 'GOOD',
  Moderate: 'MODERATE',
  Unhealthy: 'UNHEALTHY',
  'Very Unhealthy': 'VERY_UNHEALTHY',
  Hazardous: 'HAZARDOUS',
  NA: 'NO_DATA',
};

function colourOf(medium: 'air' | 'river' | 'marine', cls: string): string {
  if (medium === 'air') return AIR_CATEGORY_COLOURS[AIR_CODE[cls] ?? 'NO_DATA'];
  if (medium === 'river')
    return RIVER_CLASS_COLOURS[cls as keyof typeof RIVER_CLASS_COLOURS] ?? RIVER_CLASS_COLOURS.NA;
  return (
    MARINE_CATEGORY_COLOURS[cls as keyof typeof MARINE_CATEGORY_COLOURS] ??
    MARINE_CATEGORY_COLOURS.NA
  );
}

function labelKey(medium: 'air' | 'river' | 'marine', cls: string): string {
  if (cls === 'NA') return 'maps:class.noData';
  if (medium === 'air') return `maps:class.air.${AIR_CODE[cls]}`;
  if (medium === 'river') return `maps:class.river.${cls}`;
  return `maps:class.marineCategory.${cls}`;
}

function MediumStatus({
  medium,
  counts,
}: {
  medium: 'air' | 'river' | 'marine';
  counts: readonly HomeClassCount[];
}) {
  const { t } = useTranslation();
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Typography.Text strong>
        {t('home:national.medium', { medium: t(`common:medium.${medium}`), count: total })}
      </Typography.Text>
      <Space wrap size={4}>
        {counts
          .filter((c) => c.count > 0)
          .map((c) => {
            const fill = colourOf(medium, c.cls);
            return (
              <span
                key={c.cls}
                style={{
                  background: fill,
                  color: readableTextColour(fill),
                  borderRadius: 4,
                  padding: '2px 8px',
                }}
              >
                {t(labelKey(medium, c.cls))}: {c.count}
              </span>
            );
          })}
      </Space>
    </Space>
  );
}

/** Stations per class now, nationally: air API class, river class, marine category. */
export function NationalStatus({ national }: { national: HomeResponse['national'] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('home:national.title')} data-testid="home-national">
      <Row gutter={[16, 16]}>
        {(['air', 'river', 'marine'] as const).map((medium) => (
          <Col xs={24} md={8} key={medium}>
            <MediumStatus medium={medium} counts={national[medium]} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
