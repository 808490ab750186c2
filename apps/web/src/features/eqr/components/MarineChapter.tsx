import { MARINE_CATEGORIES, MARINE_CATEGORY_COLOURS, type EqrMarineResponse } from '@eqmp/domain';
import { Alert, Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { buildFailingOption } from '../utils/build-eqr-options';
import { SmallTable } from '../../../components/SmallTable';
import { countColumns } from '../utils/count-columns';
import { ShareCard } from './ShareCard';

const CATEGORIES = [...MARINE_CATEGORIES, 'NA'] as const;
type Failing = EqrMarineResponse['failingParameters'][number];

/** The marine chapter: stations per MMWQI category, per location type, the failing parameters. */
export function MarineChapter({ data }: { data: EqrMarineResponse }) {
  const { t } = useTranslation();
  const category = (c: string) => t(`calculators:marine.category.${c}`);
  const parameter = (p: string) => t(`calculators:parameter.${p}`);
  const failingLabel = (r: Failing) =>
    `${parameter(r.parameter)} · ${t(`eqr:marine.basis.${r.basis}`)}`;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {data.provisionalIndex && (
        <Alert type="warning" showIcon title={t('eqr:marine.provisionalIndex')} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ShareCard
            title={t('eqr:marine.section.categories')}
            rows={data.categoryShares}
            colours={MARINE_CATEGORY_COLOURS}
            label={{ title: t('eqr:marine.col.category'), dataIndex: 'category', render: category }}
            count={{ title: t('eqr:col.stations'), dataIndex: 'stations' }}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('eqr:marine.section.locationTypes')}>
            <SmallTable
              rowKey={(r) => r.locationType ?? 'none'}
              scroll={{ x: true }}
              dataSource={data.byLocationType}
              columns={[
                {
                  title: t('eqr:marine.col.locationType'),
                  dataIndex: 'locationType',
                  render: (l: string | null) =>
                    l ? t(`calculators:locationType.${l}`) : t('eqr:marine.noLocationType'),
                },
                ...countColumns<EqrMarineResponse['byLocationType'][number]>(CATEGORIES, category),
                { title: t('eqr:col.stations'), dataIndex: 'stations', align: 'right' as const },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={t('eqr:marine.section.failing')}>
            {data.failingParameters.length > 0 && (
              <EChart
                height={Math.max(200, 24 + data.failingParameters.length * 28)}
                option={buildFailingOption(data.failingParameters, failingLabel)}
              />
            )}
            <SmallTable<Failing>
              rowKey={(r) => `${r.parameter}-${r.basis}`}
              dataSource={data.failingParameters}
              locale={{ emptyText: t('eqr:marine.noFailing') }}
              columns={[
                { title: t('eqr:marine.col.parameter'), dataIndex: 'parameter', render: parameter },
                {
                  title: t('eqr:marine.col.basis'),
                  dataIndex: 'basis',
                  render: (b: string) => t(`eqr:marine.basis.${b}`),
                },
                { title: t('eqr:marine.col.judged'), dataIndex: 'judged', align: 'right' },
                { title: t('eqr:marine.col.failed'), dataIndex: 'failed', align: 'right' },
                { title: t('eqr:marine.col.percent'), dataIndex: 'percent', align: 'right' },
              ]}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('eqr:marine.samplesNote', { samples: data.samples })} {t('eqr:marine.basisNote')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
