import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewSeries } from '../hooks/useReviewData';

/**
 * Says how many hourly means of the period the imported hourly history holds with no values
 * behind them (reports and maps use them; this page lists values), and lets an officer who may
 * update flags bring them into review.
 */
export function ArchivedHistory({
  series,
  canImport,
  busy,
  onImport,
}: {
  series: readonly ReviewSeries[];
  canImport: boolean;
  busy: boolean;
  onImport: () => void;
}) {
  const { t } = useTranslation();
  const hours = series.reduce((n, s) => n + (s.data?.archivedHours ?? 0), 0);
  if (hours === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('qaqc:archive.title', { count: hours })}
      description={t('qaqc:archive.explain')}
      action={
        canImport && (
          <Button type="primary" loading={busy} onClick={onImport}>
            {t('qaqc:archive.action')}
          </Button>
        )
      }
    />
  );
}
