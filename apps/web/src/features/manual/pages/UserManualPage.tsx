import { apiPath, MANUAL_DOCUMENTS, type ManualDocument } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Menu, Row, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadWithToken, fetchBlobWithToken } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';

/** /eqmp/app/user_manual: the four manual documents in the user's language, shown in the page and downloadable. */
export function UserManualPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [document, setDocument] = useState<ManualDocument>(MANUAL_DOCUMENTS[0]);
  const path = apiPath('manualDocument', { language, document });
  const pdf = useQuery({
    queryKey: ['manual', language, document],
    queryFn: ({ signal }) => fetchBlobWithToken(path, signal),
    staleTime: Infinity,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(pdf.data) : null), [pdf.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
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
            {pdf.error && <Alert type="error" showIcon title={pdf.error.message} />}
            {pdf.isPending && <Spin />}
            {url && (
              <iframe
                src={url}
                title={t('manual:viewer', { title })}
                style={{ width: '100%', height: '75vh', border: 'none' }}
              />
            )}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
