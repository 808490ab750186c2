import { canQaqc, levelsDecidedOnQaqcPages } from '@eqmp/domain';
import { Alert, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { ArchivedHistory } from '../components/ArchivedHistory';
import { EditPanel } from '../components/EditPanel';
import { HistoryDrawer } from '../components/HistoryDrawer';
import { LevelsElsewhere } from '../components/LevelsElsewhere';
import { ReviewChart } from '../components/ReviewChart';
import { ReviewLevelBar } from '../components/ReviewLevelBar';
import { ReviewToolbar } from '../components/ReviewToolbar';
import { ValuesTable } from '../components/ValuesTable';
import { useReviewActions } from '../hooks/useReviewActions';
import { useReviewData } from '../hooks/useReviewData';
import type { ActionScope } from '../hooks/useScopeText';
import { scopeCounts, type ReviewPeriod } from '../utils/review-scope';

/**
 * qaqc_2nd_level: a station's month of values for one parameter or several together, chart above
 * (a period is chosen on it), level-2 edits, restore as received and review over the chosen
 * period or the month, and the way on to the next station or month.
 */
export function QaqcReviewPage() {
  const { t } = useTranslation();
  const session = useSession();
  const view = useReviewData();
  const { module, selection, asOf, series, ready } = view;
  const { value: sel, set, get } = selection;
  const [selected, setSelected] = useState<string[]>([]);
  const [period, setPeriod] = useState<ReviewPeriod | null>(null);
  const [historyOf, setHistoryOf] = useState<{ parameter: string; ts: string } | null>(null);
  const [reviewedNow, setReviewedNow] = useState<string | null>(null);
  const flaggedOnly = get('flagged') === '1';
  const actions = useReviewActions({
    stationId: sel.stationId,
    month: view.range,
    period,
    onDone: () => setSelected([]),
  });
  if (!module) return null;
  const canUpdate = canQaqc('updateFlag', module, session.ticked ?? []) && !asOf;
  const here = `${sel.stationId}|${sel.month}`;
  const scope: ActionScope = {
    station: sel.stationId ?? '',
    month: sel.month,
    period,
    counts: scopeCounts(
      series.map((s) => ({ code: s.code, values: s.data?.values ?? [] })),
      period,
    ),
  };
  /** A new station, parameters or month: the period and rows chosen belong to the old one. */
  const move = (changes: Parameters<typeof set>[0]) => {
    setPeriod(null);
    setSelected([]);
    set(changes);
  };
  const allApproved = series.every((s) => s.data?.level === 'approved');

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('qaqc:page.qaqc_2nd_level')} — {t(`common:module.${module}`)}
      </Typography.Title>
      <ReviewToolbar
        stations={view.stations}
        selection={selection}
        asOf={asOf}
        flaggedOnly={flaggedOnly}
        onMove={move}
      />
      {!levelsDecidedOnQaqcPages(module) && <LevelsElsewhere module={module} />}
      {view.error && <Alert type="error" showIcon title={view.error.message} />}
      {!ready && <Alert type="info" showIcon title={t('qaqc:pick')} />}
      {ready && (
        <ReviewLevelBar
          series={series}
          scope={scope}
          stations={view.stations}
          asOf={asOf}
          canReview={canUpdate && levelsDecidedOnQaqcPages(module) && view.loaded}
          busy={actions.review.isPending}
          reviewedNow={reviewedNow === here}
          onReview={(parameters) =>
            actions.review.mutateAsync(parameters).then(() => setReviewedNow(here))
          }
          onMove={({ station, parameters, month }) =>
            move(station ? { station, parameter: parameters } : { month })
          }
        />
      )}
      {ready && (
        <ArchivedHistory
          series={series}
          canImport={canUpdate}
          busy={actions.bring.isPending}
          onImport={() => actions.bring.mutate(sel.parameterCodes)}
        />
      )}
      {ready && (
        <ReviewChart series={series} loading={view.pending} period={period} onPeriod={setPeriod} />
      )}
      {canUpdate && ready && view.loaded && !allApproved && (
        <EditPanel
          codes={view.codes}
          selected={selected.length}
          scope={scope}
          busy={actions.busy}
          onApply={(edit, reason, target) =>
            actions.edit.mutateAsync({
              edit,
              reason,
              parameters: sel.parameterCodes,
              ...(target === 'selected' ? { rows: selected } : {}),
            })
          }
          onRestore={(reason) =>
            actions.restore.mutateAsync({ parameters: sel.parameterCodes, reason })
          }
        />
      )}
      {ready && (
        <ValuesTable
          series={series}
          flaggedOnly={flaggedOnly}
          loading={view.pending}
          selected={canUpdate ? selected : null}
          onSelect={setSelected}
          onHistory={(parameter, ts) => setHistoryOf({ parameter, ts })}
        />
      )}
      <HistoryDrawer
        target={
          historyOf && sel.stationId
            ? { stationId: sel.stationId, parameterCode: historyOf.parameter, ts: historyOf.ts }
            : null
        }
        onClose={() => setHistoryOf(null)}
      />
    </Space>
  );
}
