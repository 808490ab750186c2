import { useMutation } from '@tanstack/react-query';
import { Alert, Card, Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { confirmEmail } from '../api/profile-api';

/** Confirms a changed email address from the emailed single-use link (`?token=`). */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useMutation({ mutationFn: confirmEmail });
  const { mutate } = confirm;

  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  return (
    <Card className="eqmp-auth-card">
      <Typography.Title level={3}>{t('security:confirmEmail.title')}</Typography.Title>
      {!token ? (
        <Alert type="warning" showIcon message={t('security:confirmEmail.missingToken')} />
      ) : confirm.isSuccess ? (
        <Result
          status="success"
          title={t('security:confirmEmail.done')}
          extra={<Link to="/">{t('security:confirmEmail.toProfile')}</Link>}
        />
      ) : confirm.isError ? (
        <Alert
          type="error"
          showIcon
          message={
            confirm.error instanceof ApiError ? confirm.error.message : t('errors:code.INTERNAL')
          }
        />
      ) : (
        <Spin
          aria-label={t('security:confirmEmail.working')}
          tip={t('security:confirmEmail.working')}
        >
          <div style={{ minHeight: 48 }} />
        </Spin>
      )}
    </Card>
  );
}
