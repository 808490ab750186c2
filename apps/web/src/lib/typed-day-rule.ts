import { formDate } from '@eqmp/domain';
import type { TFunction } from 'i18next';

/**
 * A form rule for a day typed DD/MM/YYYY (spec §5): an empty field is left to `required`, a day
 * in another form or one the calendar lacks shows the date rule's message under the field.
 */
export const typedDayRule = (t: TFunction) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (!value) return;
    const day = formDate(value);
    if (!day.ok) throw new Error(t(`errors:code.${day.code}`));
  },
});
