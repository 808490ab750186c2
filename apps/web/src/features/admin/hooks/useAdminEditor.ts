import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { useFormDraft } from '../../../lib/useFormDraft';
import { adminKeys } from '../api/admin-api';

/** The id (`?id=`) of the record an add-or-change page changes; null when it adds one. */
function useEditedId() {
  const [params] = useSearchParams();
  return params.get('id');
}

type Filled<V> = Parameters<FormInstance<V>['setFieldsValue']>[0];

/**
 * The form of an add-or-change page of the administration: with `?id=`, the record `load` reads
 * fills it; a new one's typed input is kept as a draft under `draftKey`; the form's values are
 * written through `toBody` by `update` or `create`; once written, the administration's queries are
 * asked again, the save is said and the page returns to `listPath`.
 */
export function useAdminEditor<V extends object, B, L extends Filled<V>, K extends QueryKey>({
  load,
  draftKey,
  listPath,
  toBody,
  create,
  update,
}: {
  load: (id: string) => UseQueryOptions<L, Error, L, K>;
  draftKey: string;
  listPath: string;
  toBody: (values: V) => B;
  create: (body: B) => Promise<unknown>;
  update: (id: string, body: B) => Promise<unknown>;
}) {
  const id = useEditedId();
  const existing = useQuery({ ...load(id ?? ''), enabled: id !== null });
  const loaded = existing.data;
  const write = (values: V) => (id ? update(id, toBody(values)) : create(toBody(values)));
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

  return { id, form, save, loading: existing.isLoading, back: () => void navigate(listPath) };
}
