import { AIR_CATEGORY_COLOURS, API_CATEGORIES, type EqrAirResponse } from '@eqmp/domain';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { buildApiDaysOption } from '../utils/build-eqr-options';
import { SmallTable } from '../../../components/SmallTable';
import { countColumns } from '../utils/count-columns';
import { ShareCard } from './ShareCard';

type Compliance = EqrAirResponse['compliance'][number];

/** The air chapter: days per API class and state, station-days per class, MAAQS compliance. */
export function AirChapter({ data }: { data: EqrAirResponse }) {
  const { t } = useTranslation();
  const category = (c: string) => t(`calculators:air.category.${c}`);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card size="small" title={t('eqr:air.section.days')}>
          <EChart
            height={Math.max(240, 40 + data.daysByState.length * 28)}
            option={buildApiDaysOption(
              data.daysByState,
              API_CATEGORIES,
              category,
              AIR_CATEGORY_COLOURS,
            )}
          />
          <SmallTable
            rowKey="state"
            scroll={{ x: true }}
            dataSource={data.daysByState}
            columns={[
              { title: t('eqr:air.col.state'), dataIndex: 'state' },
              { title: t('eqr:col.stations'), dataIndex: 'stations', align: 'right' as const },
              ...countColumns<EqrAirResponse['daysByState'][number]>(API_CATEGORIES, category),
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('eqr:air.daysNote', { days: data.daysInYear })}
          </Typography.Paragraph>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <ShareCard
          title={t('eqr:air.section.stationDays')}
          rows={data.stationDays}
          colours={AIR_CATEGORY_COLOURS}
          label={{ title: t('eqr:air.col.class'), dataIndex: 'category', render: category }}
          count={{ title: t('eqr:air.col.stationDays'), dataIndex: 'stationDays' }}
        />
      </Col>
      <Col xs={24}>
        <Card size="small" title={t('eqr:air.section.compliance')}>
          <SmallTable<Compliance>
            rowKey={(r) => `${r.parameter}-${r.averaging}-${r.version}`}
            scroll={{ x: true }}
            dataSource={data.compliance}
            locale={{ emptyText: t('eqr:air.noCompliance') }}
            columns={[
              {
                title: t('eqr:air.col.pollutant'),
                dataIndex: 'parameter',
                render: (p: string) => t(`calculators:symbol.${p}`),
              },
              {
                title: t('eqr:air.col.averaging'),
                dataIndex: 'averaging',
                render: (a: string) => t(`eqr:averaging.${a}`),
              },
              {
                title: t('eqr:air.col.standard'),
                dataIndex: 'version',
                render: (v: string) => `MAAQS ${v}`,
              },
              {
                title: t('eqr:air.col.limit'),
                key: 'limit',
                align: 'right',
                render: (_, r) => `${r.limit} ${r.unit}`,
              },
              { title: t('eqr:col.stations'), dataIndex: 'stations', align: 'right' },
              { title: t('eqr:air.col.judged'), dataIndex: 'judged', align: 'right' },
              { title: t('eqr:air.col.exceeded'), dataIndex: 'exceeded', align: 'right' },
              {
                title: t('eqr:air.col.compliance'),
                dataIndex: 'compliancePercent',
                align: 'right',
              },
              {
                title: t('eqr:air.col.stationsCompliant'),
                dataIndex: 'stationsCompliant',
                align: 'right',
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('eqr:air.complianceNote')}
          </Typography.Paragraph>
        </Card>
      </Col>
    </Row>
  );
}
