import { MODULE_CODES, PAGES } from '@eqmp/domain';
import { Alert, Card, Col, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCan } from '../../../lib/access';
import { useSession } from '../../../lib/session';

/** `/Main`: the user's modules and the pages they can open. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const can = useCan();
  const location = useLocation();
  const denied = (location.state as { deniedFrom?: string } | null)?.deniedFrom;
  const ticked = user?.ticked ?? [];
  const modules = MODULE_CODES.filter((code) => ticked.some((role) => role.endsWith(` ${code}`)));
  const pages = PAGES.filter((p) => 'menu' in p && p.id !== 'home' && can(p.access));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {denied && <Alert type="warning" showIcon message={t('common:deniedNotice')} closable />}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('home:welcome', { name: user?.fullName ?? '' })}
      </Typography.Title>
      <Card title={t('home:modulesTitle')}>
        {modules.length === 0 ? (
          <Typography.Text type="secondary">{t('home:noModules')}</Typography.Text>
        ) : (
          <Space wrap>
            {modules.map((code) => (
              <Tag color="blue" key={code}>
                {t(`common:module.${code}`)}
              </Tag>
            ))}
          </Space>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        {pages.map((page) => (
          <Col xs={24} sm={12} lg={8} key={page.id}>
            <Link to={page.path}>
              <Card hoverable size="small">
                <Typography.Text strong>{t(page.titleKey)}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Space>
  );
}
