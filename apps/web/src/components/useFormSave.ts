import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, problemsOf } from '../lib/api-client';
import { useMessageDialog } from './useMessageDialog';

/**
 * A dialog form's save: what the server refuses (a 4xx other than a lapsed sign-in) stays in the
 * form as its problems, anything else opens the error dialog; once saved, the queries under
 * `refresh` are asked again, `savedKey` is said and `onSaved` follows.
 */
export function useFormSave<V, R>({
  save,
  refresh,
  savedKey,
  onSaved,
}: {
  save: (values: V) => Promise<R>;
  refresh: readonly unknown[];
  savedKey: string;
  onSaved: (saved: R, values: V) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const client = useQueryClient();
  const [problems, setProblems] = useState<readonly string[]>([]);
  const mutation = useMutation({
    mutationFn: save,
    onMutate: () => setProblems([]),
    onSuccess: (saved, values) => {
      void client.invalidateQueries({ queryKey: refresh });
      void message.success(t(savedKey));
      onSaved(saved, values);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status < 500 && error.status !== 401)
        return setProblems(problemsOf(error));
      void showError(error);
    },
  });
  return { mutation, problems };
}
