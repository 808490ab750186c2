import type { AirQualityOverview } from '@eqmp/domain';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { ClassCountTable } from '../components/ClassCountTable';
import { PeriodFilter } from '../components/PeriodFilters';
import { SummaryLayout } from '../components/SummaryLayout';
import { useAirQualityColumns } from '../hooks/useAirQualityColumns';
import { buildStackedBarOption } from '../utils/build-stacked-bar-option';
import { classStyle } from '../utils/class-labels';
import { CompactTable } from '../../../components/CompactTable';
import { useSummary } from '../hooks/useSummary';

type Worst = AirQualityOverview['worst'][number];
type Dominant = AirQualityOverview['dominant'][number];

/** executive_summary/air_quality_overview: days per API class per state, worst stations, dominant pollutant. */
export function AirQualityOverviewPage() {
  const { t } = useTranslation();
  const { params, query: air, exportPath } = useSummary('esAirQuality', ['from', 'to']);
  const data = air.data;
  const rows = useMemo(
    () =>
      data
        ? [
            { key: 'national', stateName: t('executiveSummary:national'), counts: data.national },
            ...data.states.map((s) => ({
              key: s.stateName ?? '',
              stateName: s.stateName ?? t('executiveSummary:noState'),
              counts: s.counts,
            })),
          ]
        : [],
    [data, t],
  );
  const option = useMemo(
    () =>
      buildStackedBarOption(
        rows.map((r) => r.stateName),
        (data?.classes ?? []).map((cls) => {
          const style = classStyle('air', cls, t);
          return {
            name: style.label,
            colour: style.colour,
            data: rows.map((r) => r.counts.find((c) => c.cls === cls)?.count ?? 0),
          };
        }),
        true,
      ),
    [rows, data, t],
  );
  const pollutant = (code: string) => t(`executiveSummary:pollutant.${code}`);
  const { worstColumns, dominantColumns } = useAirQualityColumns();

  return (
    <SummaryLayout
      page="air_quality_overview"
      rule="executiveSummary:air.rule"
      exportPath={exportPath}
      query={air}
      filters={<PeriodFilter params={params} unit="day" />}
    >
      {data && (
        <>
          <Card
            size="small"
            title={t('executiveSummary:air.daysTitle', {
              from: data.from,
              to: data.to,
              days: data.days,
            })}
          >
            <EChart option={option} height={Math.max(240, 32 * rows.length + 80)} />
            <ClassCountTable medium="air" classes={data.classes} rows={rows} testId="air-days" />
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <Card size="small" title={t('executiveSummary:air.worstTitle')}>
                <CompactTable<Worst>
                  rowKey="stationId"
                  columns={worstColumns}
                  dataSource={data.worst}
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                />
              </Card>
            </Col>
            <Col xs={24} xl={10}>
              <Card size="small" title={t('executiveSummary:air.dominant')}>
                <CompactTable<Dominant>
                  rowKey="pollutant"
                  columns={dominantColumns}
                  dataSource={data.dominant}
                  pagination={false}
                />
                <ul style={{ marginTop: 12, paddingInlineStart: 18 }}>
                  {data.dominantByState.map((d) => (
                    <li key={d.stateName ?? ''}>
                      {t('executiveSummary:air.stateDominant', {
                        state: d.stateName ?? t('executiveSummary:noState'),
                        pollutant: pollutant(d.pollutant),
                        pct: d.pct,
                      })}
                    </li>
                  ))}
                </ul>
              </Card>
            </Col>
          </Row>
        </>
      )}
    </SummaryLayout>
  );
}
