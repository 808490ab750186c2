import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A choice of month (`YYYY-MM`), named `label`; once chosen it is changed, never cleared. */
export function MonthPicker({
  month,
  label,
  onChange,
}: {
  month: string | undefined;
  label: string;
  onChange: (month: string) => void;
}) {
  return (
    <DatePicker
      picker="month"
      aria-label={label}
      allowClear={false}
      value={month ? dayjs(`${month}-01`) : null}
      onChange={(d) => d && onChange(d.format('YYYY-MM'))}
    />
  );
}
