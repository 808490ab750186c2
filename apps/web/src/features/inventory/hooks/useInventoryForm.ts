import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { fieldErrors } from '../utils/form-issues';
import { useInventoryAction } from './useInventoryAction';

type FormValues<V> = Parameters<FormInstance<V>['setFieldsValue']>[0];

/** An inventory dialog's form, what it edits, and how it is saved. */
export interface InventoryForm<V extends object, I = FormValues<V>> {
  readonly form: FormInstance<V>;
  /** What is changed, or undefined for a new one. */
  readonly item: I | undefined;
  readonly toValues?: (item: I) => FormValues<V>;
  /** The form's fields, to show the server's problems at. */
  readonly fields: readonly string[];
  readonly save: (values: V) => Promise<unknown>;
  readonly onClose: () => void;
}

/**
 * The form of an inventory dialog: emptied, then filled from `item` (through `toValues` when
 * given) when it changes; its save says so and closes, or shows the server's problems at their
 * `fields`.
 */
export function useInventoryForm<V extends object, I = FormValues<V>>({
  form,
  item,
  toValues,
  fields,
  save,
  onClose,
}: InventoryForm<V, I>) {
  useEffect(() => {
    form.resetFields();
    if (item) form.setFieldsValue(toValues ? toValues(item) : item);
  }, [item, form, toValues]);

  return useInventoryAction(save, {
    doneKey: 'common:action.saved',
    onDone: onClose,
    onFailed: (error) => {
      const errors = fieldErrors(error, fields);
      form.setFields(errors as Parameters<typeof form.setFields>[0]);
      return errors.length > 0;
    },
  });
}
