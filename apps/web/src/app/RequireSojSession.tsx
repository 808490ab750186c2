import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useMessageDialog } from '../components/useMessageDialog';
import { callApi } from '../lib/api-client';
import {
  clearSojSession,
  readSojSession,
  SOJ_GUARD_MESSAGE,
  sojSessionState,
} from '../lib/soj-session';

/**
 * Spec §4–§5 SOJ guard: a Straits of Johor page opens only with a stored SOJ session whose
 * expires_at has not passed, confirmed by the spec §7 validate call (status 0 = expired).
 * Otherwise the alert says why and the user goes to /Main.
 */
export function RequireSojSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { show } = useMessageDialog();
  const session = readSojSession();
  const stored = sojSessionState(session, new Date());
  const validate = useQuery({
    queryKey: ['soj', 'validate', session?.soj_token],
    queryFn: () =>
      callApi('sojValidate', {
        params: { link: 'session' },
        body: { token: session!.soj_token },
      }),
    enabled: stored === 'valid',
    staleTime: 60_000,
  });
  const state =
    stored !== 'valid'
      ? stored
      : validate.data?.status === 0
        ? 'expired'
        : validate.isError
          ? 'missing'
          : validate.data
            ? 'valid'
            : 'checking';
  const shown = useRef(false);

  useEffect(() => {
    if ((state === 'expired' || state === 'missing') && !shown.current) {
      shown.current = true;
      clearSojSession();
      void show({
        kind: 'error',
        title: t('soj:guard.title'),
        content: t(SOJ_GUARD_MESSAGE[state]),
      });
    }
  }, [state, show, t]);

  if (state === 'checking')
    return (
      <div
        role="status"
        aria-label={t('soj:guard.checking')}
        style={{ margin: 48, textAlign: 'center' }}
      >
        <Spin />
      </div>
    );
  if (state !== 'valid') return <Navigate to="/Main" replace />;
  return <>{children}</>;
}
