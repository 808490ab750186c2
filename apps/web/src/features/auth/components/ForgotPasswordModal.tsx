import { ReloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { ApiError } from '../../../lib/api-client';
import { fetchCaptcha, requestPasswordReset } from '../api/auth-api';

interface ForgotForm {
  email?: string;
  captchaAnswer?: string;
}

/**
 * Spec §5 password reset: the account's email and a captcha; the robot checkbox stays disabled
 * until the email is filled, and ticking it shows our server's captcha.
 */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { show, showError } = useMessageDialog();
  const [form] = Form.useForm<ForgotForm>();
  const email = Form.useWatch('email', form);
  const [notRobot, setNotRobot] = useState(false);
  const [captcha, setCaptcha] = useState<{ id: string; svg: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const loadCaptcha = async () => {
    try {
      setCaptcha(await fetchCaptcha());
      form.setFieldValue('captchaAnswer', '');
    } catch (error) {
      await showError(error);
    }
  };

  const close = () => {
    form.resetFields();
    setNotRobot(false);
    setCaptcha(null);
    onClose();
  };

  const onFinish = async ({ email: address = '', captchaAnswer = '' }: ForgotForm) => {
    if (!address.trim() || !captcha || !captchaAnswer.trim()) {
      await show({
        kind: 'error',
        title: t('common:dialog.errorTitle'),
        content: t('auth:login.required'),
      });
      return;
    }
    setBusy(true);
    try {
      const result = await requestPasswordReset({
        email: address.trim(),
        captchaId: captcha.id,
        captchaAnswer,
      });
      close();
      await show({
        kind: result.outcome === 'sent' ? 'success' : 'info',
        title: t('auth:forgot.doneTitle'),
        content: result.message,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CAPTCHA_WRONG') {
        await show({ kind: 'error', title: t('common:dialog.errorTitle'), content: error.message });
        await loadCaptcha();
      } else {
        await showError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('auth:forgot.title')}
      onCancel={close}
      footer={null}
      destroyOnHidden
      width={420}
    >
      <Typography.Paragraph type="secondary">{t('auth:forgot.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item label={t('auth:forgot.email')} name="email">
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item>
          <Checkbox
            disabled={!email?.trim()}
            checked={notRobot}
            onChange={(e) => {
              setNotRobot(e.target.checked);
              if (e.target.checked) void loadCaptcha();
              else setCaptcha(null);
            }}
          >
            {t('auth:forgot.robot')}
          </Checkbox>
        </Form.Item>
        {notRobot && captcha && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space className="eqmp-captcha">
              <img
                src={`data:image/svg+xml;utf8,${encodeURIComponent(captcha.svg)}`}
                alt={t('auth:forgot.captcha')}
                data-testid="captcha-image"
              />
              <Button
                icon={<ReloadOutlined />}
                onClick={() => void loadCaptcha()}
                aria-label={t('auth:forgot.newCaptcha')}
              />
            </Space>
            <Form.Item label={t('auth:forgot.captcha')} name="captchaAnswer">
              <Input autoComplete="off" maxLength={10} />
            </Form.Item>
          </Space>
        )}
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('auth:forgot.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={busy} disabled={!notRobot}>
            {t('auth:forgot.submit')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
