import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The reason typed for a change or a missed visit (up to 500 characters). */
export function ReasonInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (reason: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Input.TextArea
      aria-label={t('sampling:field.reason')}
      placeholder={t('sampling:field.reason')}
      maxLength={500}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
