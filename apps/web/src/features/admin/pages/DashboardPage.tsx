import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { dashboardQuery } from '../api/admin-api';
import { PageHeader } from '../../../components/PageHeader';
import { buildSignInTrendOption } from '../utils/build-sign-in-trend-option';

/** System Admin dashboard: users, active sessions, sign-ins and failures over time. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(dashboardQuery);
  const cards = [
    ['users', data?.users.total],
    ['active', data?.users.active],
    ['disabled', data?.users.disabled],
    ['locked', data?.users.locked],
    ['sessions', data?.activeSessions],
  ] as const;
  return (
    <>
      <PageHeader title={t('admin:page.dashboard')} />
      <Row gutter={[16, 16]}>
        {cards.map(([key, value]) => (
          <Col xs={12} md={8} xl={4} key={key}>
            <Card loading={isPending}>
              <Statistic title={t(`admin:dashboard.${key}`)} value={value ?? 0} />
            </Card>
          </Col>
        ))}
        <Col span={24}>
          <Card title={t('admin:dashboard.trend')} loading={isPending}>
            {data && (
              <EChart
                option={buildSignInTrendOption(data.daily, {
                  logins: t('admin:dashboard.logins'),
                  failures: t('admin:dashboard.failures'),
                })}
              />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
