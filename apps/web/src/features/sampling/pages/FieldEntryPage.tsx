import { DAY_MS, localDayKey } from '@eqmp/domain';
import type { SampleItem } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, List, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { samplesQuery, stationsQuery } from '../api/sampling-api';
import { FieldForm } from '../components/FieldForm';
import { PageTitle } from '../components/PageTitle';
import { QueryError } from '../components/QueryError';
import { StationFilter } from '../components/StationFilter';
import { SampleLabel } from '../components/SampleLabel';
import { useSamplingModule } from '../hooks/useSamplingModule';
import { useUrlFilters } from '../../../lib/useTableParams';
import { formatDay } from '../../../lib/format';

/**
 * Field data entry (side menu "Data Entry Form"): the visits due up to a week ahead, and the
 * record of the chosen one. After saving, the sample's label is ready to print for the bottle.
 */
export function FieldEntryPage() {
  const { t } = useTranslation();
  const module = useSamplingModule();
  const f = useUrlFilters();
  const stationFilter = f.get('station');
  const stations = useQuery(stationsQuery(module));
  const due = useQuery(
    samplesQuery({
      module,
      state: 'planned',
      to: localDayKey(new Date(Date.now() + 7 * DAY_MS)),
      stationId: stationFilter,
      pageSize: 200,
    }),
  );
  const [saved, setSaved] = useState<SampleItem | null>(null);
  const visits = [...(due.data?.items ?? [])].sort((a, b) =>
    a.plannedOn.localeCompare(b.plannedOn),
  );
  const chosen = visits.find((v) => v.id === Number(f.get('sample')));
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle kind="FieldEntry" />
      <QueryError error={due.error ?? stations.error} />
      {saved && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setSaved(null)}
          title={t('sampling:field.saved', { code: saved.code })}
          description={<SampleLabel sample={saved} />}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('sampling:field.dueTitle')}>
            <StationFilter
              stations={stations.data ?? []}
              style={{ width: '100%', marginBottom: 8 }}
              value={stationFilter}
              onChange={(v) => f.set({ station: v })}
            />
            <List<SampleItem>
              loading={due.isLoading}
              dataSource={visits}
              locale={{ emptyText: t('sampling:field.noneDue') }}
              renderItem={(v) => (
                <List.Item
                  onClick={() => f.set({ sample: String(v.id) })}
                  style={{ cursor: 'pointer', fontWeight: v.id === chosen?.id ? 600 : undefined }}
                >
                  <List.Item.Meta
                    title={
                      <a
                        href={`?sample=${v.id}`}
                        onClick={(e) => e.preventDefault()}
                        aria-current={v.id === chosen?.id ? 'true' : undefined}
                      >
                        {v.stationId} — {v.stationName}
                      </a>
                    }
                    description={`${formatDay(v.plannedOn)} · ${v.code}`}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card
            size="small"
            title={
              chosen
                ? `${chosen.code} — ${chosen.stationId} ${chosen.stationName}`
                : t('sampling:field.chooseVisit')
            }
          >
            {chosen ? (
              <FieldForm
                key={chosen.id}
                sample={chosen}
                station={stations.data?.find((s) => s.id === chosen.stationId)}
                onSaved={() => {
                  setSaved(chosen);
                  f.set({ sample: undefined });
                }}
              />
            ) : (
              <Typography.Text type="secondary">{t('sampling:field.chooseHint')}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
