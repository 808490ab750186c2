import type { HotspotPm } from '@eqmp/domain';
import { Card, Descriptions, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { PeriodFilter } from '../components/PeriodFilters';
import { StateFilter } from '../components/StateFilter';
import { SummaryLayout } from '../components/SummaryLayout';
import { buildHotspotOption } from '../utils/build-hotspot-option';
import { useSummary } from '../hooks/useSummary';
import { dashColumn } from '../../../lib/dash-column';

type Correlation = HotspotPm['correlation'][number];

/** executive_summary/hotspot: fire hotspots against the air stations' PM over the same days. */
export function HotspotPage() {
  const { t } = useTranslation();
  const {
    params,
    query: hotspots,
    exportPath,
  } = useSummary('esHotspots', ['from', 'to', 'stateId']);
  const data = hotspots.data;
  const pollutant = (code: string) => t(`executiveSummary:pollutant.${code}`);
  const option = useMemo(
    () =>
      buildHotspotOption(
        data?.days ?? [],
        [
          { name: t('executiveSummary:hotspot.inside'), data: data?.hotspots ?? [] },
          { name: t('executiveSummary:hotspot.outside'), data: data?.outside ?? [] },
        ],
        [
          { name: t('executiveSummary:pollutant.PM25'), data: data?.pm25 ?? [] },
          { name: t('executiveSummary:pollutant.PM10'), data: data?.pm10 ?? [] },
        ],
        { hotspots: t('executiveSummary:hotspot.totals'), pm: 'µg/m³' },
      ),
    [data, t],
  );
  const columns: TableColumnsType<Correlation> = [
    { title: t('reports:field.parameter'), dataIndex: 'pollutant', render: pollutant },
    { title: t('executiveSummary:hotspot.lag'), dataIndex: 'lag', align: 'right' },
    dashColumn('r', 'r', { align: 'right' }),
    { title: 'n', dataIndex: 'n', align: 'right' },
  ];

  return (
    <SummaryLayout
      page="hotspot"
      rule="executiveSummary:hotspot.rule"
      exportPath={exportPath}
      query={hotspots}
      filters={
        <>
          <PeriodFilter params={params} unit="day" />
          <StateFilter params={params} />
        </>
      }
    >
      {data && (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 3 }}
            data-testid="hotspot-totals"
            items={[
              {
                key: 'in',
                label: t('executiveSummary:hotspot.inside'),
                children: data.totals.hotspots,
              },
              {
                key: 'high',
                label: t('executiveSummary:hotspot.high'),
                children: data.totals.highConfidence,
              },
              {
                key: 'out',
                label: t('executiveSummary:hotspot.outside'),
                children: data.totals.outside,
              },
            ]}
          />
          <Card
            size="small"
            title={t('executiveSummary:hotspot.chart', {
              state: data.stateName ?? t('executiveSummary:allStates'),
              stations: data.pmStations,
            })}
          >
            <EChart option={option} height={340} />
          </Card>
          <Card size="small" title={t('executiveSummary:hotspot.correlation')}>
            <Table<Correlation>
              rowKey={(c) => `${c.pollutant}|${c.lag}`}
              size="small"
              columns={columns}
              dataSource={data.correlation}
              pagination={false}
            />
          </Card>
        </>
      )}
    </SummaryLayout>
  );
}
