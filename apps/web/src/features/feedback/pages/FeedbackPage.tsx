import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FeedbackForm } from '../components/FeedbackForm';

/** /feedback (from the landing page) and /eqmp/app/edc/feedback (the signed-in shell's help menu). */
export function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <div style={{ maxWidth: 720 }}>
      <Typography.Title level={2}>{t('feedback:heading')}</Typography.Title>
      <Typography.Paragraph>{t('feedback:intro')}</Typography.Paragraph>
      <Card>
        <FeedbackForm />
      </Card>
    </div>
  );
}
