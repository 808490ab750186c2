import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';

/**
 * The dialog around every "add a version" form: save submits the form, errors clear on open; a
 * filled form is not discarded unasked and outlives a new sign-in under `draft` (`FormModal`).
 */
export function VersionModal({
  open,
  title,
  width = 820,
  pending,
  onClose,
  onSave,
  onOpened,
  form,
  draft,
  children,
}: {
  open: boolean;
  title: string;
  width?: number;
  pending: boolean;
  onClose: () => void;
  onSave: () => void;
  onOpened: () => void;
  form: FormInstance;
  draft: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      form={form}
      draft={draft}
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      onOk={onSave}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={pending}
      destroyOnHidden
      afterOpenChange={(isOpen) => isOpen && onOpened()}
    >
      {children}
    </FormModal>
  );
}
