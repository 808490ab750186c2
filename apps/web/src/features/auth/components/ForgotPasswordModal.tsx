import { Button, Checkbox, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RobotCheckProgress } from '../../../components/RobotCheckProgress';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { ApiError } from '../../../lib/api-client';
import { useRobotCheck } from '../../../lib/useRobotCheck';
import { requestPasswordReset } from '../api/auth-api';
import { FormModal } from '../../../components/FormModal';

interface ForgotForm {
  email?: string;
}

const aborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Spec §5 password reset: the account's email and the robot check; the robot checkbox stays
 * disabled until the email is filled, and ticking it runs the check (a proof of work the browser
 * computes, with its progress shown) instead of showing characters to read.
 */
export function ForgotPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { show, showError } = useMessageDialog();
  const [form] = Form.useForm<ForgotForm>();
  const email = Form.useWatch('email', form);
  const robot = useRobotCheck();
  const [busy, setBusy] = useState(false);

  const check = async () => {
    try {
      await robot.run();
    } catch (error) {
      if (!aborted(error)) await showError(error);
    }
  };

  const close = () => {
    form.resetFields();
    robot.reset();
    onClose();
  };

  const onFinish = async ({ email: address = '' }: ForgotForm) => {
    if (!address.trim() || robot.state.status !== 'done') {
      await show({
        kind: 'error',
        title: t('common:dialog.errorTitle'),
        content: t('auth:login.required'),
      });
      return;
    }
    const { captchaId, captchaAnswer } = robot.state;
    setBusy(true);
    try {
      const result = await requestPasswordReset({
        email: address.trim(),
        captchaId,
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
        await check();
      } else {
        await showError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      form={form}
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
          <Space direction="vertical" style={{ width: '100%' }}>
            <Checkbox
              disabled={!email?.trim()}
              checked={robot.state.status !== 'idle'}
              onChange={(e) => {
                if (e.target.checked) void check();
                else robot.reset();
              }}
            >
              {t('auth:forgot.robot')}
            </Checkbox>
            <RobotCheckProgress state={robot.state} />
          </Space>
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={close}>{t('auth:forgot.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={busy}
            disabled={robot.state.status !== 'done'}
          >
            {t('auth:forgot.submit')}
          </Button>
        </Space>
      </Form>
    </FormModal>
  );
}
