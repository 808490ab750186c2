import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE, type FeedbackCategory } from '@eqmp/domain';
import { Button, Card, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RobotCheckProgress } from '../../../components/RobotCheckProgress';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { useSession } from '../../../lib/session';
import { useRobotCheck } from '../../../lib/useRobotCheck';
import { sendFeedback } from '../api/feedback-api';

interface Values {
  category?: FeedbackCategory;
  message?: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
}

const aborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Category, message and an optional contact. For a visitor who is not signed in, sending first
 * runs the robot check (a proof of work the browser computes, its progress shown); a signed-in
 * user is known by the session and answered at the account's address.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { show, showError } = useMessageDialog();
  const [form] = Form.useForm<Values>();
  const robot = useRobotCheck();
  const [busy, setBusy] = useState(false);

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
      const proof = user ? {} : await robot.run();
      const answer = await sendFeedback({
        category: values.category,
        message,
        contactName: values.contactName,
        contactEmail: values.contactEmail?.trim(),
        contactPhone: values.contactPhone,
        ...proof,
      });
      form.resetFields();
      await show({
        kind: 'success',
        title: t('common:dialog.successTitle'),
        content: answer.message,
      });
    } catch (error) {
      // A refused check ('Sorry wrong captcha') is shown like any error; the next send checks anew.
      if (!aborted(error)) await showError(error);
    } finally {
      robot.reset();
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
      {!user && robot.state.status !== 'idle' && (
        <div style={{ marginBottom: 16 }}>
          <RobotCheckProgress state={robot.state} />
        </div>
      )}
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('feedback:submit')}
      </Button>
    </Form>
  );
}
