import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { changePassword } from '../api/profile-api';

/** The profile's password change: the current password, then the new one twice. */
export function PasswordCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const [password] = Form.useForm<{
    currentPassword: string;
    newPassword: string;
    confirm: string;
  }>();
  const savePassword = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      password.resetFields();
      void message.success(t('profile:passwordChanged'));
    },
    onError: (error) => void showError(error),
  });
  const required = { required: true, message: t('auth:login.required') };
  return (
    <Card title={t('profile:changePassword')}>
      <Form
        form={password}
        layout="vertical"
        onFinish={({ currentPassword, newPassword }) =>
          savePassword.mutate({ currentPassword, newPassword })
        }
      >
        <Form.Item label={t('profile:currentPassword')} name="currentPassword" rules={[required]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" />
        <Button type="primary" htmlType="submit" loading={savePassword.isPending}>
          {t('profile:changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
