import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { STORAGE_KEYS } from '@eqmp/domain';
import { Alert, Button, Card, Checkbox, Form, Input, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { ApiError } from '../../../lib/api-client';
import { hasKeptDrafts } from '../../../lib/form-drafts';
import { useSession } from '../../../lib/session';
import { ForgotPasswordModal } from '../components/ForgotPasswordModal';

interface LoginForm {
  username?: string;
  password?: string;
  remember?: boolean;
}

const remembered = () => localStorage.getItem(STORAGE_KEYS.rememberedUsername) ?? '';

/** Spec §2 login screen: remember me, forgot password, and the 'Login Failed' dialog of §8. */
export function LoginPage() {
  const { t } = useTranslation();
  const { user, signIn } = useSession();
  const { show } = useMessageDialog();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [form] = Form.useForm<LoginForm>();

  useEffect(() => {
    form.setFieldsValue({ username: remembered(), remember: remembered() !== '' });
  }, [form]);

  if (user) return <Navigate to={params.get('next') ?? '/Main'} replace />;

  const onFinish = async ({ username = '', password = '', remember }: LoginForm) => {
    if (!username.trim() || !password) {
      await show({
        kind: 'error',
        title: t('auth:login.failedTitle'),
        content: t('auth:login.required'),
      });
      return;
    }
    setBusy(true);
    try {
      await signIn(username.trim(), password);
      if (remember) localStorage.setItem(STORAGE_KEYS.rememberedUsername, username.trim());
      else localStorage.removeItem(STORAGE_KEYS.rememberedUsername);
      const next = params.get('next');
      void navigate(next ? `/loading?next=${encodeURIComponent(next)}` : '/loading');
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const content =
        status === 500
          ? t('common:httpError.500')
          : status === 404
            ? t('auth:login.pageNotFound')
            : status === 0
              ? t('common:httpError.network')
              : (error as Error).message;
      form.setFieldValue('password', '');
      // The button stops spinning before the dialog opens: a retry never waits on how the
      // dialog is closed.
      setBusy(false);
      await show({ kind: 'error', title: t('auth:login.failedTitle'), content });
    }
  };

  return (
    <Card className="eqmp-auth-card">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <div>
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            {t('auth:login.heading')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('auth:login.subheading')}</Typography.Text>
        </div>
        {params.get('expired') && (
          <Alert
            type="info"
            showIcon
            message={t('auth:login.sessionEnded')}
            description={hasKeptDrafts() ? t('auth:login.inputKept') : undefined}
          />
        )}
        {params.get('noRoles') && (
          <Alert type="warning" showIcon message={t('auth:login.noRoles')} />
        )}
        <Form
          form={form}
          layout="vertical"
          onFinish={onFinish}
          requiredMark={false}
          autoComplete="on"
        >
          <Form.Item label={t('auth:login.username')} name="username">
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={t('auth:login.password')} name="password">
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
            <Form.Item name="remember" valuePropName="checked" noStyle>
              <Checkbox>{t('auth:login.rememberMe')}</Checkbox>
            </Form.Item>
            <Button type="link" onClick={() => setForgotOpen(true)} style={{ padding: 0 }}>
              {t('auth:login.forgot')}
            </Button>
          </Space>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('auth:login.submit')}
          </Button>
        </Form>
        <Link to="/landing">{t('auth:login.landing')}</Link>
      </Space>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </Card>
  );
}
