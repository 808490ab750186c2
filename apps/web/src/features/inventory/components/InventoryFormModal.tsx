import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { useInventoryForm, type InventoryForm } from '../hooks/useInventoryForm';

/**
 * The dialog that adds or changes one inventory item: its draft kept, filled from `item`, saved
 * through `save` with the server's problems shown at their `fields`.
 */
export function InventoryFormModal<V extends object, I>({
  form,
  draft,
  title,
  width,
  item,
  toValues,
  fields,
  initialValues,
  save,
  onClose,
  children,
}: InventoryForm<V, I> & {
  /** The key the unsent input is kept under. */
  draft: string;
  title: string;
  width?: number;
  initialValues?: Partial<V>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const saving = useInventoryForm({ form, item, toValues, fields, save, onClose });
  return (
    <FormModal
      form={form}
      draft={draft}
      open
      {...(width === undefined ? {} : { width })}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={saving.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => saving.mutate(values)}
      >
        {children}
      </Form>
    </FormModal>
  );
}
