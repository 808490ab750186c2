import { MODULE_CODES, type PollutionEvents } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { useTableParams } from '../../../lib/useTableParams';
import { summaryPath, summaryQuery } from '../api/executive-summary-api';
import { EventsMap } from '../components/EventsMap';
import { DayRangeFilter } from '../components/PeriodFilters';
import { StateFilter } from '../components/StateFilter';
import { SummaryLayout } from '../components/SummaryLayout';
import { usePollutionEventColumns } from '../hooks/usePollutionEventColumns';
import { buildStackedBarOption } from '../utils/build-stacked-bar-option';
import { eventStations, KIND_COLOURS } from '../utils/event-stations';

type Episode = PollutionEvents['episodes'][number];

/** executive_summary/pollution_event: the period's pollution episodes on a map and a timeline. */
export function PollutionEventPage() {
  const { t } = useTranslation();
  const params = useTableParams();
  const filters = {
    from: params.get('from'),
    to: params.get('to'),
    module: params.get('module'),
    stateId: params.get('stateId'),
  };
  const events = useQuery(summaryQuery('esPollutionEvents', filters));
  const data = events.data;
  const stations = useMemo(() => eventStations(data?.episodes ?? []), [data]);
  const timeline = useMemo(
    () =>
      buildStackedBarOption(
        data?.days ?? [],
        (data?.timeline ?? []).map((k) => ({
          name: t(`alerts:kind.${k.kind}`),
          data: k.data,
          colour: KIND_COLOURS[k.kind],
        })),
      ),
    [data, t],
  );
  const columns = usePollutionEventColumns();

  return (
    <SummaryLayout
      page="pollution_event"
      rule="executiveSummary:events.rule"
      exportPath={summaryPath('esPollutionEvents', filters)}
      level={data?.dataLevel}
      error={events.error}
      loading={events.isPending}
      filters={
        <>
          <DayRangeFilter params={params} />
          <Select
            allowClear
            style={{ minWidth: 200 }}
            placeholder={t('executiveSummary:filter.module')}
            aria-label={t('reports:field.module')}
            value={params.get('module')}
            onChange={(v?: string) => params.set({ module: v })}
            options={MODULE_CODES.map((m) => ({
              value: m,
              label: `${m} · ${t(`common:moduleShort.${m}`)}`,
            }))}
          />
          <StateFilter params={params} />
        </>
      }
    >
      {data && (
        <>
          <Space wrap data-testid="events-total">
            <Typography.Text strong>
              {t('executiveSummary:events.total', {
                count: data.total,
                from: data.from,
                to: data.to,
              })}
            </Typography.Text>
            {data.kinds.map((k) => (
              <Tag key={k.kind} variant="solid" color={KIND_COLOURS[k.kind]}>
                {t(`alerts:kind.${k.kind}`)}: {k.count}
              </Tag>
            ))}
          </Space>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('executiveSummary:events.mapTitle')}>
                <EventsMap stations={stations} />
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('executiveSummary:events.timeline')}>
                <EChart option={timeline} height={380} />
              </Card>
            </Col>
          </Row>
          {data.truncated && (
            <Typography.Text type="secondary">
              {t('executiveSummary:events.truncated', { shown: data.episodes.length })}
            </Typography.Text>
          )}
          <Table<Episode>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.episodes}
            pagination={{ pageSize: 20, showSizeChanger: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('executiveSummary:events.none') }}
          />
        </>
      )}
    </SummaryLayout>
  );
}
