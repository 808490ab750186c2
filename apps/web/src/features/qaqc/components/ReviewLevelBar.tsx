import type { QaqcStationsResponse } from '@eqmp/domain';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { ReviewSeries } from '../hooks/useReviewData';
import { useScopeText, type ActionScope } from '../hooks/useScopeText';
import { nextMonth, nextStation } from '../utils/review-scope';
import { LevelTag } from './LevelTag';

/**
 * The level of each chosen parameter's month, "Mark reviewed" over the chosen period (or the
 * month) for the parameters not yet reviewed there, confirmed with the period and each
 * parameter's count, and the way on: the next station (with the same parameters where it measures
 * them) or the next month, without choosing everything again.
 */
export function ReviewLevelBar({
  series,
  scope,
  stations,
  asOf,
  canReview,
  busy,
  reviewedNow,
  onReview,
  onMove,
}: {
  series: readonly ReviewSeries[];
  scope: ActionScope;
  stations: QaqcStationsResponse | undefined;
  asOf: string | undefined;
  canReview: boolean;
  busy: boolean;
  /** Whether this station-month was just marked reviewed (the way on is then the main button). */
  reviewedNow: boolean;
  onReview: (parameters: string[]) => Promise<unknown>;
  onMove: (to: { station?: string; parameters?: string[]; month?: string }) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const words = useScopeText();
  const due = scope.counts.filter((c) => c.count > 0 && !c.reviewed && !c.approved);
  const review = () =>
    void modal.confirm({
      title: t('qaqc:review.title'),
      content: t('qaqc:review.explain', words.of({ ...scope, counts: due })),
      okText: t('qaqc:review.confirm'),
      cancelText: t('common:action.cancel'),
      onOk: () => onReview(due.map((c) => c.parameter)),
    });
  const next = stations
    ? nextStation(
        stations,
        scope.station,
        series.map((s) => s.code),
      )
    : null;
  return (
    <Space wrap>
      <Typography.Text>{t('qaqc:periodLevel')}</Typography.Text>
      {series.map((s) =>
        s.data ? (
          <Space key={s.code} size={4}>
            {series.length > 1 && <Typography.Text>{s.code}</Typography.Text>}
            <LevelTag level={s.data.level} />
          </Space>
        ) : null,
      )}
      {asOf && <Tag>{t('qaqc:asOfShown', { date: formatDateTime(asOf) })}</Tag>}
      {canReview && (
        <Button onClick={review} loading={busy} disabled={due.length === 0}>
          {scope.period ? t('qaqc:review.markPeriod') : t('qaqc:review.mark')}
        </Button>
      )}
      <Button
        type={reviewedNow ? 'primary' : 'default'}
        disabled={!next}
        onClick={() => next && onMove({ station: next.station, parameters: next.parameters })}
      >
        {t('qaqc:review.nextStation')}
      </Button>
      <Button onClick={() => onMove({ month: nextMonth(scope.month) })}>
        {t('qaqc:review.nextMonth')}
      </Button>
    </Space>
  );
}
