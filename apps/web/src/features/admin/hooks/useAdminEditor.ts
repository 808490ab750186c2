import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { useFormDraft } from '../../../lib/useFormDraft';
import { adminKeys } from '../api/admin-api';

/** The id (`?id=`) of the record an add-or-change page changes; null when it adds one. */
export function useEditedId() {
  const [params] = useSearchParams();
  return params.get('id');
}

/**
 * The form of an add-or-change page of the administration: with `id`, the `loaded` record fills
 * it; a new one's typed input is kept as a draft under `draftKey`; once written, the
 * administration's queries are asked again, the save is said and the page returns to `listPath`.
 */
export function useAdminEditor<V extends object>({
  id,
  loaded,
  draftKey,
  listPath,
  write,
}: {
  id: string | null;
  loaded: Parameters<FormInstance<V>['setFieldsValue']>[0] | undefined;
  draftKey: string;
  listPath: string;
  write: (values: V) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<V>();
  // A new one's typed input outlives a session that ends before it is saved.
  useFormDraft(id === null ? form : undefined, draftKey);

  useEffect(() => {
    if (loaded) form.setFieldsValue(loaded);
  }, [loaded, form]);

  const save = useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void message.success(t('common:action.saved'));
      void navigate(listPath);
    },
    onError: (error) => void showError(error),
  });

  return { form, save, back: () => void navigate(listPath) };
}
