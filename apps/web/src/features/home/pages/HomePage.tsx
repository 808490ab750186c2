import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCan } from '../../../lib/access';
import { useSession } from '../../../lib/session';
import { homeQuery } from '../api/get-home';
import { ModuleShortcuts } from '../components/ModuleShortcuts';
import { NationalStatus } from '../components/NationalStatus';
import { TodayAlerts } from '../components/TodayAlerts';
import { TransmissionProblems } from '../components/TransmissionProblems';
import { WaitingWork } from '../components/WaitingWork';
import { buildShortcuts } from '../utils/shortcuts';

/** `/Main`: what needs the user today, the national status, and their modules' pages. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const can = useCan();
  const location = useLocation();
  const denied = (location.state as { deniedFrom?: string } | null)?.deniedFrom;
  const home = useQuery(homeQuery);
  const sections = buildShortcuts((page) => can(page.access));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {denied && <Alert type="warning" showIcon message={t('common:deniedNotice')} closable />}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('home:welcome', { name: user?.fullName ?? '' })}
      </Typography.Title>
      {home.error && <Alert type="error" showIcon title={home.error.message} />}
      {home.isPending ? (
        <Skeleton active />
      ) : home.data ? (
        <>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('home:today.title')}
          </Typography.Title>
          <WaitingWork work={home.data.work} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={home.data.transmission ? 14 : 24}>
              <TodayAlerts alerts={home.data.alerts} />
            </Col>
            {home.data.transmission && (
              <Col xs={24} xl={10}>
                <TransmissionProblems transmission={home.data.transmission} />
              </Col>
            )}
          </Row>
          <NationalStatus national={home.data.national} />
        </>
      ) : null}
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('home:modulesTitle')}
      </Typography.Title>
      {sections.length === 0 ? (
        <Typography.Text type="secondary">{t('home:noModules')}</Typography.Text>
      ) : (
        <ModuleShortcuts sections={sections} />
      )}
    </Space>
  );
}
