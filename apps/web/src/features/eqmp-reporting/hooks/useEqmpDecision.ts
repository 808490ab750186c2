import type { EqmpModule } from '@eqmp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { decideEqmpDelete, eqmpKeys, requestEqmpDelete, reviewEqmpReport } from '../api/eqmp-api';

export type EqmpDecisionKind =
  'submit' | 'return' | 'requestDelete' | 'approveDelete' | 'refuseDelete';

/**
 * The review and deletion steps of a module's EQMP reports: `act` sends one, `done` refreshes the
 * list and says so (after `onDone`), `onError` shows what went wrong.
 */
export function useEqmpDecision(module: EqmpModule, onDone: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();

  const onError = (e: unknown) => void showError(e);
  const done = () => {
    onDone();
    void queryClient.invalidateQueries({ queryKey: eqmpKeys.all });
    void message.success(t('eqmp:done'));
  };
  const act = useMutation({
    mutationFn: ({
      kind,
      id,
      remarks,
    }: {
      kind: EqmpDecisionKind;
      id: number;
      remarks?: string;
    }) => {
      if (kind === 'submit') return reviewEqmpReport(module, id, { decision: 'submit', remarks });
      if (kind === 'return')
        return reviewEqmpReport(module, id, { decision: 'return', remarks: remarks ?? '' });
      if (kind === 'requestDelete') return requestEqmpDelete(module, id, remarks ?? '');
      return decideEqmpDelete(module, id, { approve: kind === 'approveDelete', remarks });
    },
    onSuccess: done,
    onError,
  });
  return { act, done, onError };
}
