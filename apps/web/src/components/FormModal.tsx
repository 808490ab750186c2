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
 * The guard every form's dialog or drawer shares: `guard` asks before discarding input
 * (`useDiscardGuard`), unsent input is kept across a new sign-in (`useFormDraft`), and the rest of
 * the props come back with the children wrapped to notice typing.
 */
function useGuarded<P extends Guarded & { open?: boolean | undefined }>({
  form,
  draft,
  dirty,
  children,
  open = true,
  ...rest
}: P) {
  const { guard, onChange } = useDiscardGuard({ form, dirty, open });
  useFormDraft(open ? form : undefined, draft);
  const body = (
    <div style={contents} onChange={onChange}>
      {children}
    </div>
  );
  return { guard, props: { ...rest, open, children: body } };
}

/**
 * Every dialog holding a form: Esc, the mask or the close button ask before discarding input
 * (`useDiscardGuard`), and unsent input is kept across a new sign-in (`useFormDraft`).
 */
export function FormModal({
  onCancel,
  ...rest
}: Guarded & Omit<ModalProps, 'onCancel'> & { onCancel: () => void }) {
  const { guard, props } = useGuarded(rest);
  return <Modal {...props} onCancel={() => guard(onCancel)} />;
}

/** The drawer counterpart of {@link FormModal}, for drawers that hold forms. */
export function FormDrawer({
  onClose,
  ...rest
}: Guarded & Omit<DrawerProps, 'onClose'> & { onClose: () => void }) {
  const { guard, props } = useGuarded(rest);
  return <Drawer {...props} onClose={() => guard(onClose)} />;
}
