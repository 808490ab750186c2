import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { InventoryFormModal } from './InventoryFormModal';
import { EquipmentFields } from './EquipmentFields';

/**
 * The dialog that adds or changes one piece of a station's equipment (a sensor, EDC equipment):
 * the kind's own fields, then make, model, serial number, installation day and status, its draft
 * kept, saved through the kind's call with the server's problems shown at their fields.
 */
export function EquipmentFormModal<V extends object>({
  form,
  draft,
  title,
  item,
  fields,
  initialValues,
  save,
  onClose,
  before,
  after,
}: {
  form: FormInstance<V>;
  /** The key the unsent input is kept under. */
  draft: string;
  title: string;
  /** The equipment changed, or undefined for a new one. */
  item: Partial<V> | undefined;
  /** The form's fields, to show the server's problems at. */
  fields: readonly string[];
  initialValues: Partial<V>;
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** The kind's fields above the common ones, and below them. */
  before: ReactNode;
  after?: ReactNode;
}) {
  return (
    <InventoryFormModal
      form={form}
      draft={draft}
      title={title}
      item={item}
      fields={fields}
      initialValues={initialValues}
      save={save}
      onClose={onClose}
    >
      {before}
      <EquipmentFields />
      {after}
    </InventoryFormModal>
  );
}
