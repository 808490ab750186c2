import type { HomeResponse } from '@eqmp/domain';
import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';

const STATUS_COLOUR = { late: 'gold', down: 'red', never: 'default' } as const;

/** Continuous stations of the user's modules whose data is late, down or never arrived. */
export function TransmissionProblems({
  transmission,
}: {
  transmission: NonNullable<HomeResponse['transmission']>;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return (
    <Card
      title={t('home:today.transmissionTitle', {
        count: transmission.problems.length,
        watched: transmission.watched,
      })}
      data-testid="home-transmission"
    >
      {transmission.problems.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('home:today.noTransmissionProblem')}
        />
      ) : (
        <List
          size="small"
          pagination={transmission.problems.length > 8 ? { pageSize: 8, size: 'small' } : false}
          dataSource={transmission.problems}
          renderItem={(p) => (
            <List.Item>
              <Space wrap>
                <Tag color={STATUS_COLOUR[p.status]}>{t(`home:transmission.${p.status}`)}</Tag>
                <span>
                  {p.stationId} · {p.stationName}
                </span>
                <Typography.Text type="secondary">
                  {t(`common:moduleShort.${p.module}`)}
                  {p.stateName ? ` · ${p.stateName}` : ''} ·{' '}
                  {t('home:transmission.last', { at: formatDateTime(p.lastTs, language) })}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
