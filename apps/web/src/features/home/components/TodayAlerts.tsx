import type { HomeResponse } from '@eqmp/domain';
import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../lib/access';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { alertListPage } from '../utils/shortcuts';

/** Pending alerts the user may handle, newest first, each linked to the list where it is handled. */
export function TodayAlerts({ alerts }: { alerts: HomeResponse['alerts'] }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const can = useCan();
  const linkOf = (
    module: HomeResponse['alerts']['items'][number]['module'],
    group: HomeResponse['alerts']['items'][number]['group'],
  ) => alertListPage(module, group, (p) => can(p.access));

  return (
    <Card title={t('home:today.alertsTitle', { count: alerts.total })} data-testid="home-alerts">
      {alerts.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home:today.noAlerts')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {alerts.byModule.map((g) => {
              const page = linkOf(g.module, g.group);
              const label = t('home:today.groupCount', {
                module: t(`common:moduleShort.${g.module}`),
                group: t(`alerts:group.${g.group}`),
                count: g.pending,
              });
              return (
                <Tag key={`${g.module}-${g.group}`}>
                  {page ? <Link to={page.path}>{label}</Link> : label}
                </Tag>
              );
            })}
          </Space>
          <List
            size="small"
            dataSource={alerts.items}
            renderItem={(a) => {
              const page = linkOf(a.module, a.group);
              return (
                <List.Item>
                  <Space wrap>
                    <Tag color={a.status === 'open' ? 'red' : 'gold'}>
                      {t(`alerts:status.${a.status}`)}
                    </Tag>
                    <Typography.Text strong>{t(`alerts:kind.${a.kind}`)}</Typography.Text>
                    <span>
                      {a.stationId} · {a.stationName}
                      {a.parameterCode ? ` · ${a.parameterCode}` : ''}
                    </span>
                    <Typography.Text type="secondary">
                      {t(`common:moduleShort.${a.module}`)} · {formatDateTime(a.openedAt, language)}
                    </Typography.Text>
                    {page && (
                      <Link to={`${page.path}?search=${encodeURIComponent(a.stationId)}`}>
                        {t('home:today.handle')}
                      </Link>
                    )}
                  </Space>
                </List.Item>
              );
            }}
          />
        </Space>
      )}
    </Card>
  );
}
