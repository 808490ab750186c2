import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE, type FeedbackCategory } from '@eqmp/domain';
import { Button, Card, Form, Input, Select, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { fetchCaptcha, sendFeedback } from '../api/feedback-api';
import { CaptchaField } from './CaptchaField';

interface Values {
  category?: FeedbackCategory;
  message?: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
  captchaAnswer?: string;
}

/**
 * Category, message and an optional contact. A visitor who is not signed in also types the
 * captcha; a signed-in user is known by the session and answered at the account's address.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { show, showError } = useMessageDialog();
  const [form] = Form.useForm<Values>();
  const [captcha, setCaptcha] = useState<{ id: string; svg: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const renewCaptcha = useCallback(() => {
    form.setFieldValue('captchaAnswer', '');
    fetchCaptcha().then(setCaptcha, (error: unknown) => void showError(error));
  }, [form, showError]);

  useEffect(() => {
    if (!user) renewCaptcha();
  }, [user, renewCaptcha]);

  const onFinish = async (values: Values) => {
    const message = values.message?.trim() ?? '';
    if (!values.category || message.length < FEEDBACK_MESSAGE.min) {
      await show({
        kind: 'error',
        title: t('common:dialog.errorTitle'),
        content: t('feedback:required', { min: FEEDBACK_MESSAGE.min }),
      });
      return;
    }
    setBusy(true);
    try {
      const answer = await sendFeedback({
        category: values.category,
        message,
        contactName: values.contactName,
        contactEmail: values.contactEmail?.trim(),
        contactPhone: values.contactPhone,
        ...(user ? {} : { captchaId: captcha?.id, captchaAnswer: values.captchaAnswer }),
      });
      form.resetFields();
      if (!user) renewCaptcha();
      await show({
        kind: 'success',
        title: t('common:dialog.successTitle'),
        content: answer.message,
      });
    } catch (error) {
      await showError(error);
      if (!user && error instanceof ApiError && error.code === 'CAPTCHA_WRONG') renewCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Form.Item label={t('feedback:category.label')} name="category">
        <Select
          options={FEEDBACK_CATEGORIES.map((c) => ({
            value: c,
            label: t(`feedback:category.${c}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        label={t('feedback:message')}
        name="message"
        extra={t('feedback:messageHelp', { min: FEEDBACK_MESSAGE.min })}
      >
        <Input.TextArea rows={6} maxLength={FEEDBACK_MESSAGE.max} showCount />
      </Form.Item>
      <Card size="small" title={t('feedback:contactTitle')} style={{ marginBottom: 24 }}>
        {user && (
          <Typography.Paragraph type="secondary">
            {t('feedback:signedInAs', { name: user.fullName, email: user.email })}
          </Typography.Paragraph>
        )}
        <Form.Item label={t('feedback:contactName')} name="contactName">
          <Input maxLength={100} autoComplete="name" />
        </Form.Item>
        <Form.Item
          label={t('feedback:contactEmail')}
          name="contactEmail"
          rules={[{ type: 'email', message: t('feedback:emailInvalid') }]}
        >
          <Input type="email" maxLength={200} autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={t('feedback:contactPhone')}
          name="contactPhone"
          style={{ marginBottom: 0 }}
        >
          <Input maxLength={40} autoComplete="tel" />
        </Form.Item>
      </Card>
      {!user && <CaptchaField captcha={captcha} onRenew={renewCaptcha} />}
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('feedback:submit')}
      </Button>
    </Form>
  );
}
