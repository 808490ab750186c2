import { DatePicker, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The month the listed change sets were made in (YYYY-MM). */
export function ChangedInPicker({
  month,
  onChange,
}: {
  month: string;
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Typography.Text>{t('qaqc:validation.changedIn')}</Typography.Text>
      <DatePicker
        picker="month"
        aria-label={t('qaqc:validation.changedIn')}
        allowClear={false}
        value={dayjs(`${month}-01`)}
        onChange={(d) => d && onChange(d.format('YYYY-MM'))}
      />
    </Space>
  );
}
