import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { ApiError } from '../../../lib/api-client';

/**
 * One calculator call. Field problems the server names (400 with issues) are shown under their
 * inputs; anything else opens the portal's message dialog.
 */
export function useCalculation<B, R>(
  calculate: (body: B) => Promise<R>,
  form: FormInstance,
  fieldKeys: readonly string[],
) {
  const { showError } = useMessageDialog();
  return useMutation({
    mutationFn: calculate,
    onError: (error) => {
      const issues =
        error instanceof ApiError
          ? (error.issues ?? []).filter((i) => fieldKeys.includes(i.path))
          : [];
      if (issues.length === 0) return void showError(error);
      form.setFields(issues.map((i) => ({ name: i.path, errors: [i.message] })));
    },
  });
}
