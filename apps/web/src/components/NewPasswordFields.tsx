import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A new password and its confirmation, with the password rule shown and the match checked. */
export function NewPasswordFields({ name = 'password' }: { name?: string }) {
  const { t } = useTranslation();
  const required = { required: true, message: t('auth:login.required') };
  return (
    <>
      <Form.Item
        label={t('auth:reset.password')}
        name={name}
        rules={[required]}
        extra={t('auth:reset.rule')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('auth:reset.confirm')}
        name="confirm"
        dependencies={[name]}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || getFieldValue(name) === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('auth:reset.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
