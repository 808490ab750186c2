import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../lib/format';

type Props = Omit<DatePickerProps, 'value' | 'onChange' | 'format' | 'picker'> & {
  /** A calendar day `YYYY-MM-DD`, as the contracts send it; empty for none. */
  readonly value?: string | null | undefined;
  readonly onChange?: (day: string) => void;
};

const dayOf = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : '');

/**
 * A date picker for a calendar day kept as `YYYY-MM-DD`: shown and typed as DD/MM/YYYY (a typed
 * day in another form is not taken), usable as a form field or with state.
 */
export function DayPicker({ value, onChange, ...props }: Props) {
  const day = value ? dayjs(value) : null;
  return (
    <DatePicker
      {...props}
      format={DATE_FORMAT}
      value={day?.isValid() ? day : null}
      onChange={(d) => onChange?.(dayOf(Array.isArray(d) ? d[0] : d))}
    />
  );
}
