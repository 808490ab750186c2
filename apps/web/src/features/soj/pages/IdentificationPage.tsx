import { PAGES } from '@eqmp/domain';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import {
  clearSojSession,
  readSojSession,
  sojSessionState,
  storeSojSession,
} from '../../../lib/soj-session';
import { endSojSession, requestSojCode, verifySojIdentity } from '../api/soj-api';
import { SojPageTitle } from '../components/SojPageTitle';

const FIRST_PAGE = PAGES.find((p) => p.id === 'sojParameters')!.path;

/**
 * The second identification for the Straits of Johor programme: the password again, then the
 * one-time code mailed to the user. It gives the SOJ session every other SOJ page needs.
 */
export function IdentificationPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { show, showError } = useMessageDialog();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [session, setSession] = useState(readSojSession);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = sojSessionState(session, new Date()) === 'valid';

  const sendCode = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      setSentTo((await requestSojCode(password)).sentTo);
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      const started = await verifySojIdentity(code.trim());
      storeSojSession(started);
      setSession(started);
      const next = params.get('next');
      void navigate(next?.startsWith('/eqmp/app/marine/soj') ? next : FIRST_PAGE);
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  };

  const end = async () => {
    await endSojSession().catch(() => undefined);
    clearSojSession();
    setSession(null);
    setSentTo(null);
    await show({
      kind: 'info',
      title: t('soj:identity.endedTitle'),
      content: t('soj:identity.ended'),
    });
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <SojPageTitle page="identification" />
      {valid && session ? (
        <Alert
          type="success"
          showIcon
          message={t('soj:identity.verifiedUntil', {
            time: formatDateTime(session.expires_at, language),
          })}
          action={<Button onClick={() => void end()}>{t('soj:identity.end')}</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Card>
        {sentTo === null ? (
          <Form
            layout="vertical"
            onFinish={(v: { password: string }) => void sendCode(v)}
            requiredMark={false}
          >
            <Typography.Paragraph>{t('soj:identity.stepPassword')}</Typography.Paragraph>
            <Form.Item
              name="password"
              label={t('soj:identity.password')}
              rules={[{ required: true, message: t('soj:identity.passwordRequired') }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('soj:identity.sendCode')}
            </Button>
          </Form>
        ) : (
          <Form
            layout="vertical"
            onFinish={(v: { code: string }) => void verify(v)}
            requiredMark={false}
          >
            <Typography.Paragraph>
              {t('soj:identity.stepCode', { email: sentTo })}
            </Typography.Paragraph>
            <Form.Item
              name="code"
              label={t('soj:identity.code')}
              rules={[
                { required: true, pattern: /^\s*\d{6}\s*$/, message: t('soj:identity.codeFormat') },
              ]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('soj:identity.verify')}
              </Button>
              <Button onClick={() => setSentTo(null)}>{t('soj:identity.again')}</Button>
            </Space>
          </Form>
        )}
      </Card>
    </div>
  );
}
