import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';

/** An instant as the user's language shows a date and time. */
export function useRecordTime() {
  const { language } = usePreferences();
  return (v: string | null) => formatDateTime(v, language);
}
