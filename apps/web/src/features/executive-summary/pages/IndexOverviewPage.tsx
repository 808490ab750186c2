import { OVERVIEW_WINDOWS, type OverviewWindow } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useTableParams } from '../../../lib/useTableParams';
import { summaryPath, summaryQuery } from '../api/executive-summary-api';
import { ClassCountTable } from '../components/ClassCountTable';
import { ClassPie } from '../components/ClassPie';
import { SummaryLayout } from '../components/SummaryLayout';

/** executive_summary/index_overview: stations per index class now and over 24 h, 7 and 30 days. */
export function IndexOverviewPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const params = useTableParams();
  const chosen = params.get('window');
  const window: OverviewWindow = OVERVIEW_WINDOWS.find((w) => w === chosen) ?? 'now';
  const overview = useQuery(summaryQuery('esIndexOverview'));
  const data = overview.data;

  return (
    <SummaryLayout
      page="index_overview"
      rule="executiveSummary:overview.rule"
      exportPath={summaryPath('esIndexOverview')}
      query={overview}
      filters={
        <Segmented<OverviewWindow>
          aria-label={t('executiveSummary:col.window')}
          value={window}
          options={OVERVIEW_WINDOWS.map((w) => ({
            value: w,
            label: t(`executiveSummary:window.${w}`),
          }))}
          onChange={(w) => params.set({ window: w === 'now' ? undefined : w })}
        />
      }
    >
      {data && (
        <>
          <Typography.Text type="secondary">
            {t('executiveSummary:field.at')}: {formatDateTime(data.at, language)}
          </Typography.Text>
          <Row gutter={[16, 16]}>
            {data.media.map((m) => {
              const shown = m.windows.find((w) => w.window === window)!;
              return (
                <Col xs={24} xxl={12} key={m.medium}>
                  <Card
                    size="small"
                    title={t(`common:medium.${m.medium}`)}
                    extra={
                      <span data-testid={`overview-total-${m.medium}`}>
                        {t('executiveSummary:overview.stations', { count: shown.total })}
                      </span>
                    }
                  >
                    <ClassPie medium={m.medium} counts={shown.national} />
                    <ClassCountTable
                      medium={m.medium}
                      classes={m.classes}
                      totalTitle={t('reports:field.stations')}
                      rows={[
                        {
                          key: 'national',
                          stateName: t('executiveSummary:national'),
                          counts: shown.national,
                          total: shown.total,
                        },
                        ...shown.states.map((s) => ({
                          key: s.stateName ?? '',
                          stateName: s.stateName ?? t('executiveSummary:noState'),
                          counts: s.counts,
                          total: s.total,
                        })),
                      ]}
                    />
                  </Card>
                </Col>
              );
            })}
          </Row>
        </>
      )}
    </SummaryLayout>
  );
}
