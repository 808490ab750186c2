import { Card, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { clearSessionStorage, useSession } from '../../../lib/session';

/** Spec §4: after login the token is renewed and the roles stored here, then the app opens. */
export function LoadingPage() {
  const { t } = useTranslation();
  const { renew } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    renew().then(
      (user) => {
        if (!user) return void navigate('/', { replace: true });
        if (user.ticked.length === 0) {
          clearSessionStorage();
          return void navigate('/?noRoles=1', { replace: true });
        }
        void navigate(params.get('next') ?? '/Main', { replace: true });
      },
      () => {
        // Spec §8: a failed renewal sends the user to login.
        clearSessionStorage();
        void navigate('/?expired=1', { replace: true });
      },
    );
  }, [navigate, params, renew]);

  return (
    <Card className="eqmp-auth-card" style={{ textAlign: 'center' }}>
      <Spin size="large" />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        {t('auth:loading.message')}
      </Typography.Paragraph>
    </Card>
  );
}
