import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { inventoryKeys } from '../api/inventory-api';

/**
 * A change to the inventory: on success every inventory query is refreshed and `doneKey` is shown;
 * on failure the portal's error dialog, unless `onFailed` handles the error (returns true).
 */
export function useInventoryAction<V, R>(
  action: (variables: V) => Promise<R>,
  {
    doneKey,
    onDone,
    onFailed,
  }: {
    doneKey?: string | ((variables: V) => string);
    onDone?: (result: R, variables: V) => void;
    onFailed?: (error: unknown) => boolean;
  } = {},
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (result, variables) => {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      if (doneKey)
        void message.success(t(typeof doneKey === 'function' ? doneKey(variables) : doneKey));
      onDone?.(result, variables);
    },
    onError: (error) => {
      if (!onFailed?.(error)) void showError(error);
    },
  });
}
