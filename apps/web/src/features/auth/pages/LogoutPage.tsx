import { Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';

const RETURN_AFTER_MS = 4000;

/** Spec §4 logout: the session is ended and cleared, this screen says so, then back to `/`. */
export function LogoutPage() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => setDone(true));
  }, [signOut]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), RETURN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  if (!done) return <Spin tip={t('auth:logout.working')} size="large" />;
  return (
    <Result
      status="success"
      title={t('auth:logout.title')}
      subTitle={t('auth:logout.message')}
      extra={
        <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
          {t('auth:logout.again')}
        </Button>
      }
    />
  );
}
