import type { SamplingModule } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { decideMonth, samplingKeys } from '../api/sampling-api';

/** Marks the chosen stations of the month reviewed, approves or publishes them, then clears the choice. */
export function useMonthDecision(
  module: SamplingModule,
  month: string,
  selected: string[],
  onDone: () => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'review' | 'approve' | 'publish') =>
      decideMonth(decision, { module, month, stationIds: selected }),
    onSuccess: (r, decision) => {
      void message.success(t(`sampling:validation.done.${decision}`, r));
      onDone();
      void client.invalidateQueries({ queryKey: samplingKeys.all });
    },
  });
}
