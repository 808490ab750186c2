import { MARINE_CATEGORIES, RIVER_CLASSES, type PublicWaterMedium } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { publicWaterQuery } from '../api/water';
import { HistoryDownload } from '../../../components/HistoryDownload';
import { StationClass } from '../components/StationClass';
import { useWaterStationColumns, type Station } from '../hooks/useWaterStationColumns';
import { PublicPage } from '../../../components/PublicPage';

/** For each basin: how many of its stations are in each river class now. */
function basinSummary(stations: readonly Station[]) {
  const basins = new Map<string, Record<string, number>>();
  for (const s of stations) {
    if (!s.basin) continue;
    const counts = basins.get(s.basin) ?? {};
    const key = s.category ?? 'NA';
    counts[key] = (counts[key] ?? 0) + 1;
    basins.set(s.basin, counts);
  }
  return [...basins]
    .map(([basin, counts]) => ({ basin, counts }))
    .sort((a, b) => a.basin.localeCompare(b.basin));
}

/** `/public/river_quality` and `/public/marine_quality`: the latest class of each station, without sign-in. */
export function PublicWaterPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const medium: PublicWaterMedium = pathname.includes('marine') ? 'marine' : 'river';
  const data = useQuery(publicWaterQuery(medium));
  const stations = data.data?.stations ?? [];
  const approvedCount = stations.filter((s) => s.approved).length;
  const classes: readonly string[] = medium === 'river' ? RIVER_CLASSES : MARINE_CATEGORIES;
  const stationColumns = useWaterStationColumns(medium);
  return (
    <PublicPage
      title={t(`public:water.${medium}.title`)}
      intro={t(`public:water.${medium}.intro`)}
      query={data}
    >
      {data.data && (
        <Alert
          type="info"
          showIcon
          title={
            approvedCount === 0
              ? t('public:water.allProvisional')
              : t('public:water.someApproved', { approved: approvedCount, total: stations.length })
          }
          description={t('public:water.provisionalExplained')}
        />
      )}
      {data.data && medium === 'river' && (
        <Card title={t('public:water.byBasin')}>
          <Table
            rowKey="basin"
            size="small"
            pagination={false}
            dataSource={basinSummary(stations)}
            columns={[
              { key: 'basin', title: t('public:water.column.basin'), dataIndex: 'basin' },
              ...[...classes, 'NA'].map((c) => ({
                key: c,
                title:
                  c === 'NA' ? (
                    t('maps:class.noData')
                  ) : (
                    <StationClass medium={medium} category={c} />
                  ),
                render: (_: unknown, row: { counts: Record<string, number> }) => row.counts[c] ?? 0,
              })),
            ]}
          />
        </Card>
      )}
      {data.data && (
        <Card title={t('public:water.stations')}>
          <Table<Station>
            rowKey="stationId"
            size="small"
            dataSource={stations}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            columns={stationColumns}
          />
        </Card>
      )}
      {data.data && stations.length > 0 && <HistoryDownload stations={stations} />}
    </PublicPage>
  );
}
