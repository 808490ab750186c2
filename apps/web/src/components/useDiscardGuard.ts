import { App, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Esc, a click on the mask or the close button never throw a filled form away unasked: `guard`
 * closes at once when nothing was entered, and otherwise asks to discard first. Entered means a
 * touched field of `form`, anything changed in the content (`onChange`, on a wrapper around it,
 * catches forms kept in state too) or `dirty`, for input neither can see.
 */
export function useDiscardGuard({
  form,
  dirty,
  open,
}: {
  form?: FormInstance | undefined;
  dirty?: boolean | undefined;
  open: boolean;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const typed = useRef(false);

  useEffect(() => {
    if (!open) typed.current = false;
  }, [open]);

  const guard = useCallback(
    (close: () => void) => {
      if (!(dirty || typed.current || form?.isFieldsTouched())) return close();
      modal.confirm({
        title: t('common:discard.title'),
        content: t('common:discard.content'),
        okText: t('common:discard.ok'),
        cancelText: t('common:discard.keep'),
        okButtonProps: { danger: true },
        onOk: close,
      });
    },
    [dirty, form, modal, t],
  );

  const onChange = useCallback((_: FormEvent) => {
    typed.current = true;
  }, []);

  return { guard, onChange };
}
