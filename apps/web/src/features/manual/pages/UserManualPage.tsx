import { apiPath, MANUAL_DOCUMENTS, type ManualDocument } from '@eqmp/domain';
import { Button, Card, Col, Menu, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE, downloadWithToken } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';

/**
 * /eqmp/app/user_manual: the manual's documents in the user's language, shown in the page and
 * downloadable. The frame loads the PDF from the portal itself (its policy frames nothing else);
 * the browser sends the session cookie with it, as it cannot send the bearer token.
 */
export function UserManualPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [document, setDocument] = useState<ManualDocument>(MANUAL_DOCUMENTS[0]);
  const url = `${API_BASE}${apiPath('manualDocument', { language, document })}`;
  const title = t(`manual:document.${document}`);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('manual:title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{t('manual:intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7}>
          <Card size="small" title={t('manual:documents')}>
            <nav aria-label={t('manual:documents')}>
              <Menu
                mode="inline"
                selectedKeys={[document]}
                onClick={({ key }) => setDocument(key as ManualDocument)}
                style={{ borderInlineEnd: 'none' }}
                items={MANUAL_DOCUMENTS.map((id) => ({
                  key: id,
                  label: t(`manual:document.${id}`),
                  title: t(`manual:summary.${id}`),
                }))}
              />
            </nav>
          </Card>
        </Col>
        <Col xs={24} lg={17}>
          <Card
            size="small"
            title={title}
            extra={
              <Button
                type="primary"
                onClick={() =>
                  void downloadWithToken(
                    apiPath('manualDocument', { language, document }, { download: '1' }),
                    `eqmp-manual-${language}-${document}.pdf`,
                  )
                }
              >
                {t('manual:download')}
              </Button>
            }
          >
            <Typography.Paragraph type="secondary">
              {t(`manual:summary.${document}`)}
            </Typography.Paragraph>
            <iframe
              src={url}
              title={t('manual:viewer', { title })}
              style={{ width: '100%', height: '75vh', border: 'none' }}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
