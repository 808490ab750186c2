import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Image, Space, Tabs, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { sampleQuery } from '../api/sampling-api';
import { useResultColumns, type Result } from '../hooks/useResultColumns';
import { IndexText } from './IndexText';
import { QueryError } from './QueryError';
import { SampleLabel } from './SampleLabel';
import { SampleMoves } from './SampleMoves';
import { Photo } from './SamplePhoto';
import { StateTag } from './StateTag';
import { CompactTable } from '../../../components/CompactTable';

/** One sample: its record, label, steps with who and when, results, photos and the moves allowed now. */
export function SampleDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const sample = useQuery({ ...sampleQuery(id ?? 0), enabled: id !== null });
  const s = sample.data;
  const resultColumns = useResultColumns();
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={s ? `${s.code} — ${s.stationId} ${s.stationName}` : t('sampling:tracking.sample')}
    >
      <QueryError error={sample.error} />
      {s && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label={t('sampling:col.state')}>
              <StateTag state={s.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('sampling:col.plannedOn')}>
              {formatDay(s.plannedOn)}
            </Descriptions.Item>
            <Descriptions.Item label={t('sampling:col.collectedAt')}>
              {formatDateTime(s.collectedAt, language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('sampling:col.team')}>{s.team ?? '–'}</Descriptions.Item>
            <Descriptions.Item label={t('sampling:field.weather')}>
              {s.weather ? t(`sampling:weather.${s.weather}`) : '–'}
            </Descriptions.Item>
            <Descriptions.Item label={t('sampling:col.index')}>
              <IndexText index={s.index} />
            </Descriptions.Item>
            {s.observations && (
              <Descriptions.Item label={t('sampling:field.observations')} span={2}>
                {s.observations}
              </Descriptions.Item>
            )}
            {s.notCollectedReason && (
              <Descriptions.Item label={t('sampling:field.reason')} span={2}>
                AF — {s.notCollectedReason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <SampleMoves sample={s} />
          <Tabs
            items={[
              {
                key: 'steps',
                label: t('sampling:tracking.steps'),
                children: (
                  <Timeline
                    items={s.events.map((e) => ({
                      key: e.id,
                      children: (
                        <Space orientation="vertical" size={0}>
                          <StateTag state={e.to} />
                          <Typography.Text>
                            {e.username} · {formatDateTime(e.at, language)}
                          </Typography.Text>
                          {e.note && <Typography.Text type="secondary">{e.note}</Typography.Text>}
                        </Space>
                      ),
                    }))}
                  />
                ),
              },
              {
                key: 'results',
                label: t('sampling:tracking.results'),
                children: (
                  <CompactTable<Result>
                    rowKey="parameterCode"
                    pagination={false}
                    scroll={{ x: true }}
                    columns={resultColumns}
                    dataSource={s.results}
                  />
                ),
              },
              {
                key: 'photos',
                label: t('sampling:tracking.photos', { count: s.photos.length }),
                children: (
                  <Image.PreviewGroup>
                    <Space wrap>
                      {s.photos.map((p) => (
                        <Photo key={p.id} id={p.id} name={p.fileName} />
                      ))}
                    </Space>
                  </Image.PreviewGroup>
                ),
              },
              {
                key: 'label',
                label: t('sampling:label.tab'),
                children: <SampleLabel sample={s} />,
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
