import type { ReactNode } from 'react';
import { InventoryFormModal, type InventoryDialog } from './InventoryFormModal';
import { EquipmentFields } from './EquipmentFields';

/**
 * The dialog that adds or changes one piece of a station's equipment (a sensor, EDC equipment):
 * the kind's own fields, then make, model, serial number, installation day and status, its draft
 * kept, saved through the kind's call with the server's problems shown at their fields.
 */
export function EquipmentFormModal<V extends object>({
  before,
  after,
  ...dialog
}: InventoryDialog<V, Partial<V>> & {
  /** The kind's fields above the common ones, and below them. */
  before: ReactNode;
  after?: ReactNode;
}) {
  return (
    <InventoryFormModal {...dialog}>
      {before}
      <EquipmentFields />
      {after}
    </InventoryFormModal>
  );
}
