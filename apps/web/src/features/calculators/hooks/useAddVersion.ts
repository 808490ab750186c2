import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { ApiError } from '../../../lib/api-client';
import { standardsKeys } from '../api/standards-api';

export interface Issue {
  readonly path: string;
  readonly message: string;
}

/**
 * Saves a new standards version. The server's field problems and conflicts (400, 409) stay in
 * the open form as a list, so the admin can correct them; other failures open the message dialog.
 */
export function useAddVersion<B, R>(save: (body: B) => Promise<R>, onDone: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const [issues, setIssues] = useState<readonly Issue[]>([]);
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setIssues([]),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: standardsKeys.all });
      void message.success(t('calculators:standards.add.saved'));
      onDone();
    },
    onError: (error) => {
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
