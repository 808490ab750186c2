import { ReloadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The captcha image, a button for other characters, and the answer field (`captchaAnswer`). */
export function CaptchaField({
  captcha,
  onRenew,
}: {
  captcha: { id: string; svg: string } | null;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space className="eqmp-captcha">
        {captcha && (
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(captcha.svg)}`}
            alt={t('feedback:captchaImage')}
            data-testid="feedback-captcha-image"
          />
        )}
        <Button icon={<ReloadOutlined />} onClick={onRenew} aria-label={t('feedback:newCaptcha')} />
      </Space>
      <Form.Item label={t('feedback:captcha')} name="captchaAnswer">
        <Input autoComplete="off" maxLength={20} />
      </Form.Item>
    </Space>
  );
}
