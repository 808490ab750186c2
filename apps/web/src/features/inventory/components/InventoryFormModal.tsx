import type { ReactNode } from 'react';
import { SaveFormModal } from '../../../components/SaveFormModal';
import { useInventoryForm, type InventoryForm } from '../hooks/useInventoryForm';

/** What an inventory dialog shows and saves. */
export type InventoryDialog<V extends object, I> = InventoryForm<V, I> & {
  /** The key the unsent input is kept under. */
  draft: string;
  title: string;
  width?: number;
  initialValues?: Partial<V>;
};

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
}: InventoryDialog<V, I> & { children: ReactNode }) {
  const saving = useInventoryForm({ form, item, toValues, fields, save, onClose });
  return (
    <SaveFormModal
      form={form}
      draft={draft}
      title={title}
      {...(width === undefined ? {} : { width })}
      saving={saving.isPending}
      onSave={(values) => saving.mutate(values)}
      onCancel={onClose}
      {...(initialValues === undefined ? {} : { initialValues })}
      destroyOnHidden
    >
      {children}
    </SaveFormModal>
  );
}
