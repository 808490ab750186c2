import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { fieldErrors } from '../utils/form-issues';
import { useInventoryAction } from './useInventoryAction';

type FormValues<V> = Parameters<FormInstance<V>['setFieldsValue']>[0];

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
}: {
  form: FormInstance<V>;
  /** What is changed, or undefined for a new one. */
  item: I | undefined;
  toValues?: (item: I) => FormValues<V>;
  fields: readonly string[];
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
}) {
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
