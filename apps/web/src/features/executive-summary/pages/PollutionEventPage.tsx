import { MODULE_CODES, type PollutionEvents } from '@eqmp/domain';
import { Card, Col, Row, Space, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { EventsMap } from '../components/EventsMap';
import { PeriodFilter } from '../components/PeriodFilters';
import { StateFilter } from '../components/StateFilter';
import { SummaryLayout } from '../components/SummaryLayout';
import { usePollutionEventColumns } from '../hooks/usePollutionEventColumns';
import { buildStackedBarOption } from '../utils/build-stacked-bar-option';
import { eventStations, KIND_COLOURS } from '../utils/event-stations';
import { ParamSelect } from '../../../components/ParamSelect';
import { moduleOptions } from '../../../lib/module-label';
import { useSummary } from '../hooks/useSummary';

type Episode = PollutionEvents['episodes'][number];

/** executive_summary/pollution_event: the period's pollution episodes on a map and a timeline. */
export function PollutionEventPage() {
  const { t } = useTranslation();
  const {
    params,
    query: events,
    exportPath,
  } = useSummary('esPollutionEvents', ['from', 'to', 'module', 'stateId']);
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
      exportPath={exportPath}
      query={events}
      filters={
        <>
          <PeriodFilter params={params} unit="day" />
          <ParamSelect
            params={params}
            param="module"
            style={{ minWidth: 200 }}
            placeholder={t('executiveSummary:filter.module')}
            label={t('reports:field.module')}
            options={moduleOptions(t, MODULE_CODES)}
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
