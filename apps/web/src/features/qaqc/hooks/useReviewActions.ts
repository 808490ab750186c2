import type { QaqcEditBody, QaqcEditResponse } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  editValues,
  importHistory,
  markReviewed,
  qaqcKeys,
  restoreAsReceived,
} from '../api/qaqc-api';
import type { ReviewPeriod } from '../utils/review-scope';

/** Rows chosen in the table, as `parameter|ts` keys. */
export const rowKey = (parameter: string, ts: string) => `${parameter}|${ts}`;

function byParameter(keys: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const at = key.indexOf('|');
    const parameter = key.slice(0, at);
    groups.set(parameter, [...(groups.get(parameter) ?? []), key.slice(at + 1)]);
  }
  return groups;
}

/**
 * The 2nd-level page's actions on the chosen station and parameters: an edit of the selected
 * rows (one change set per parameter), of the chosen period or of the month (one change set for
 * all parameters), a review per parameter, a restore as received (one change set), and a history
 * import of the period's archived hourly means. Each ends
 * (and says so) once the table, chart and level show its outcome.
 */
export function useReviewActions(input: {
  stationId: string | undefined;
  month: { from: string; to: string };
  period: ReviewPeriod | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: qaqcKeys.all });
  const onError = (e: Error) => void message.error(e.message);
  const span = input.period ? { from: input.period.from, to: input.period.to } : input.month;
  const stationId = input.stationId ?? '';
  const finish = async (changed: number, key: string) => {
    input.onDone();
    await refresh();
    void message.success(t(key, { count: changed }));
  };
  const sum = (answers: readonly QaqcEditResponse[]) => answers.reduce((n, a) => n + a.changed, 0);

  const edit = useMutation({
    mutationFn: async (a: {
      edit: QaqcEditBody['edit'];
      reason: string;
      rows?: readonly string[];
      parameters: readonly string[];
    }) => {
      const base = { stationId, edit: a.edit, reason: a.reason };
      if (!a.rows)
        return sum([await editValues({ ...base, parameterCodes: [...a.parameters], ...span })]);
      const answers: QaqcEditResponse[] = [];
      for (const [parameter, timestamps] of byParameter(a.rows))
        answers.push(await editValues({ ...base, parameterCodes: [parameter], timestamps }));
      return sum(answers);
    },
    onSuccess: (changed) => finish(changed, 'qaqc:edit.done'),
    onError,
  });
  const review = useMutation({
    mutationFn: async (parameters: readonly string[]) => {
      for (const parameterCode of parameters)
        await markReviewed({ stationId, parameterCode, ...span });
    },
    onSuccess: () => finish(0, input.period ? 'qaqc:review.donePeriod' : 'qaqc:review.done'),
    onError,
  });
  const restore = useMutation({
    mutationFn: async (a: { parameters: readonly string[]; reason: string }) =>
      (
        await restoreAsReceived({
          stationId,
          parameterCodes: [...a.parameters],
          reason: a.reason,
          ...span,
        })
      ).changed,
    onSuccess: (changed) => finish(changed, 'qaqc:restore.done'),
    onError,
  });
  const bring = useMutation({
    mutationFn: (parameters: readonly string[]) =>
      importHistory({ stationId, parameterCodes: [...parameters], ...span }),
    onSuccess: async (answer) => {
      await finish(answer.imported, 'qaqc:archive.done');
      if (answer.refused.length > 0)
        void message.warning(
          t('qaqc:archive.refused', {
            count: answer.refused.length,
            reason: answer.refused[0]!.message,
          }),
        );
    },
    onError,
  });
  return {
    edit,
    review,
    restore,
    bring,
    busy: edit.isPending || review.isPending || restore.isPending || bring.isPending,
  };
}
