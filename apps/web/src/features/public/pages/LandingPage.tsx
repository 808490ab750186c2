import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { MEDIA, modulesOf, PAGES, type Medium } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contactQuery } from '../api/contact';

/** The information page of each medium's index. */
const INDEX_PAGE: Readonly<Record<Medium, string>> = {
  air: 'informationApims',
  river: 'informationRqims',
  marine: 'informationMqims',
};

/** The public page of each medium's current status. */
const STATUS_PAGE: Readonly<Record<Medium, string>> = {
  air: 'publicAirMap',
  river: 'publicRiver',
  marine: 'publicMarine',
};

/** The programme's front page: what it monitors, and how to reach the helpdesk. */
export function LandingPage() {
  const { t } = useTranslation();
  const contact = useQuery(contactQuery);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 1100 }}>
      <div>
        <Typography.Title level={2}>{t('common:appLongName')}</Typography.Title>
        <Typography.Paragraph>{t('public:landing.intro')}</Typography.Paragraph>
        <Space wrap>
          <Link to="/">
            <Button type="primary">{t('auth:login.submit')}</Button>
          </Link>
          <Link to="/public/air_quality">
            <Button>{t('public:landing.airQualityMap')}</Button>
          </Link>
          <Link to="/feedback">
            <Button>{t('feedback:landingLink')}</Button>
          </Link>
          <Link to="/public/open_data">
            <Button>{t('openData:page.landingLink')}</Button>
          </Link>
        </Space>
      </div>
      <Row gutter={[16, 16]}>
        {MEDIA.map((medium) => (
          <Col xs={24} md={8} key={medium}>
            <Card title={t(`common:medium.${medium}`)} style={{ height: '100%' }}>
              <ul style={{ paddingInlineStart: 18, margin: 0 }}>
                {modulesOf(medium).map((m) => (
                  <li key={m.code}>
                    {t(`common:module.${m.code}`)} ({m.code})
                  </li>
                ))}
              </ul>
              {PAGES.filter((p) => p.id === STATUS_PAGE[medium] || p.id === INDEX_PAGE[medium]).map(
                (p) => (
                  <Link key={p.id} to={p.path} style={{ display: 'block', marginTop: 8 }}>
                    {t(p.titleKey)}
                  </Link>
                ),
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('public:landing.helpdeskTitle')} id="helpdesk">
        <Typography.Paragraph>{t('public:landing.helpdeskBody')}</Typography.Paragraph>
        {contact.data && (
          <Descriptions column={1} size="small">
            <Descriptions.Item label={<MailOutlined />}>
              <a href={`mailto:${contact.data.email}`}>{contact.data.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label={<PhoneOutlined />}>{contact.data.phone}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </Space>
  );
}
