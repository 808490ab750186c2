import { Alert, Button, Card, Form, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { resetPassword } from '../api/auth-api';

/** Sets a new password from the emailed single-use link (`?token=`). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { showError } = useMessageDialog();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  if (done) {
    return (
      <Result
        status="success"
        title={t('auth:reset.done')}
        extra={<Link to="/">{t('auth:logout.again')}</Link>}
      />
    );
  }

  const onFinish = async ({ password }: { password: string }) => {
    if (!token) return;
    setBusy(true);
    try {
      await resetPassword({ token, password });
      setDone(true);
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="eqmp-auth-card">
      <Typography.Title level={3}>{t('auth:reset.title')}</Typography.Title>
      {!token ? (
        <Alert type="warning" showIcon message={t('auth:reset.missingToken')} />
      ) : (
        <Form layout="vertical" onFinish={onFinish} requiredMark={false}>
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth:reset.submit')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
