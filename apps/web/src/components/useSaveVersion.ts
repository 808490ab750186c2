import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useMessageDialog } from './useMessageDialog';

export interface Issue {
  readonly path: string;
  readonly message: string;
}

/** What follows sending a new version, besides closing its dialog once it is saved. */
export interface SaveOutcome {
  /** The queries refreshed once it is saved. */
  readonly refresh?: QueryKey;
  /** The translation key of the note shown once it is saved. */
  readonly savedNote?: string;
  /**
   * The server's field problems and conflicts (400, 409) stay in the open form as a list, so
   * they can be corrected, and other failures open the message dialog while the form is free
   * again. Without it every failure opens the message dialog and saving lasts until it is read.
   */
  readonly problemsInForm?: boolean;
}

/** Saves a new version and follows it as its `outcome` says. */
export function useSaveVersion<B, R>(
  save: (body: B) => Promise<R>,
  onDone: () => void,
  outcome: SaveOutcome = {},
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const [issues, setIssues] = useState<readonly Issue[]>([]);
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setIssues([]),
    onSuccess: () => {
      if (outcome.refresh) void queryClient.invalidateQueries({ queryKey: outcome.refresh });
      if (outcome.savedNote) void message.success(t(outcome.savedNote));
      onDone();
    },
    onError: (error) => {
      if (!outcome.problemsInForm) return showError(error);
      if (error instanceof ApiError && error.issues && error.issues.length > 0)
        return setIssues(error.issues);
      if (error instanceof ApiError && error.status === 409)
        return setIssues([{ path: '', message: error.message }]);
      void showError(error);
    },
  });
  return {
    save: mutation.mutate,
    isPending: mutation.isPending,
    issues,
    clearIssues: () => setIssues([]),
  };
}
