import { App, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { draftKey, registerDraft, takeDraft } from './form-drafts';
import { storedUsername } from './session';

/**
 * Keeps a form's unsent input across a new sign-in: while the form is open its typed values are
 * kept if the session ends (see `form-drafts.ts`), and when the same user opens the same form on
 * the same page again they are put back, with a notice. `name` tells forms of a page apart (an
 * edit form adds what it edits); without a form or a name nothing is kept.
 */
export function useFormDraft(form: FormInstance | undefined, name: string | undefined): void {
  const { pathname } = useLocation();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const key = form && name ? draftKey(pathname, name) : null;

  useEffect(() => {
    if (!form || !key) return;
    const owner = storedUsername();
    const kept = owner ? takeDraft(key, owner) : undefined;
    let touch: number | undefined;
    if (kept) {
      form.setFieldsValue(kept);
      // Once its fields are there, the input counts as entered again: kept again if the session
      // ends once more, and asked about before it is discarded.
      const fields = Object.entries(kept).map(([name, value]) => ({ name, value, touched: true }));
      touch = window.setTimeout(() => form.setFields(fields));
      void message.info(t('common:draft.restored'));
    }
    const unregister = registerDraft(key, () =>
      form.isFieldsTouched() ? form.getFieldsValue(true) : undefined,
    );
    return () => {
      window.clearTimeout(touch);
      unregister();
    };
  }, [form, key, message, t]);
}
