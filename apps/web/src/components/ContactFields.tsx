import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A person's name and e-mail (both required), then phone and organisation: a user's details and
 * one's own profile. `afterEmail` stands between the e-mail and the phone.
 */
export function ContactFields({
  fullNameLabel,
  emailLabel,
  afterEmail,
}: {
  fullNameLabel: string;
  emailLabel: string;
  afterEmail?: ReactNode;
}) {
  const { t } = useTranslation();
  const required = { required: true, message: t('auth:login.required') };
  return (
    <>
      <Form.Item label={fullNameLabel} name="fullName" rules={[required]}>
        <Input />
      </Form.Item>
      <Form.Item
        label={emailLabel}
        name="email"
        rules={[required, { type: 'email', message: t('profile:emailInvalid') }]}
      >
        <Input />
      </Form.Item>
      {afterEmail}
      <Form.Item label={t('profile:phone')} name="phone">
        <Input />
      </Form.Item>
      <Form.Item label={t('profile:organisation')} name="organisation">
        <Input />
      </Form.Item>
    </>
  );
}

/** The phone and organisation as sent: left empty, they are cleared. */
export function withContact<V extends { phone?: string | null; organisation?: string | null }>(
  values: V,
) {
  return { ...values, phone: values.phone || null, organisation: values.organisation || null };
}
