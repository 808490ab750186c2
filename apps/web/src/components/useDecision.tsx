import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog, type Decision } from './DecisionDialog';

/**
 * Deciding another officer's request: `decide(row, decision)` opens the decision dialog,
 * confirming sends the review with the note, a success closes the dialog before `onDecided`,
 * and a failure is shown as a message.
 */
export function useDecision<
  R extends { id: number; requesterName: string; stationId: string; reason: string },
  Out,
>({
  review,
  summaryKey,
  details,
  onDecided,
}: {
  review: (id: number, decision: Decision, note: string) => Promise<Out>;
  /** The text of what the request is about: its requester, station and reason, and `details`. */
  summaryKey: string;
  details: (row: R) => Record<string, string | number>;
  onDecided: (result: Out) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [deciding, setDeciding] = useState<{ row: R; decision: Decision } | null>(null);
  const mutation = useMutation({
    mutationFn: (v: { id: number; decision: Decision; note: string }) =>
      review(v.id, v.decision, v.note),
    onSuccess: (result) => {
      setDeciding(null);
      onDecided(result);
    },
    onError: (e: Error) => void message.error(e.message),
  });
  const dialog = (
    <DecisionDialog
      decision={deciding?.decision ?? null}
      summary={
        deciding
          ? t(summaryKey, {
              requester: deciding.row.requesterName,
              station: deciding.row.stationId,
              reason: deciding.row.reason,
              ...details(deciding.row),
            })
          : ''
      }
      busy={mutation.isPending}
      onCancel={() => setDeciding(null)}
      onConfirm={(note) =>
        deciding && mutation.mutate({ id: deciding.row.id, decision: deciding.decision, note })
      }
    />
  );
  return {
    decide: (row: R, decision: Decision) => setDeciding({ row, decision }),
    busy: mutation.isPending,
    dialog,
  };
}
