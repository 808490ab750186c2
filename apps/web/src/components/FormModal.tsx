import { Drawer, Modal, type DrawerProps, type FormInstance, type ModalProps } from 'antd';
import type { ReactNode } from 'react';
import { useFormDraft } from '../lib/useFormDraft';
import { useDiscardGuard } from './useDiscardGuard';

interface Guarded {
  /** The form inside: touched fields count as input, and its input outlives a new sign-in. */
  readonly form?: FormInstance | undefined;
  /** The form's name on its page (an edit form adds what it edits), under which input is kept. */
  readonly draft?: string | undefined;
  /** Input that neither the form nor typing shows (chosen files, state outside a form). */
  readonly dirty?: boolean | undefined;
  readonly children?: ReactNode;
}

/** The content wrapper that notices typing without changing the layout. */
const contents = { display: 'contents' } as const;

/**
 * Every dialog holding a form: Esc, the mask or the close button ask before discarding input
 * (`useDiscardGuard`), and unsent input is kept across a new sign-in (`useFormDraft`).
 */
export function FormModal({
  form,
  draft,
  dirty,
  onCancel,
  children,
  open = true,
  ...props
}: Guarded & Omit<ModalProps, 'onCancel'> & { onCancel: () => void }) {
  const { guard, onChange } = useDiscardGuard({ form, dirty, open });
  useFormDraft(open ? form : undefined, draft);
  return (
    <Modal {...props} open={open} onCancel={() => guard(onCancel)}>
      <div style={contents} onChange={onChange}>
        {children}
      </div>
    </Modal>
  );
}

/** The drawer counterpart of {@link FormModal}, for drawers that hold forms. */
export function FormDrawer({
  form,
  draft,
  dirty,
  onClose,
  children,
  open = true,
  ...props
}: Guarded & Omit<DrawerProps, 'onClose'> & { onClose: () => void }) {
  const { guard, onChange } = useDiscardGuard({ form, dirty, open });
  useFormDraft(open ? form : undefined, draft);
  return (
    <Drawer {...props} open={open} onClose={() => guard(onClose)}>
      <div style={contents} onChange={onChange}>
        {children}
      </div>
    </Drawer>
  );
}
