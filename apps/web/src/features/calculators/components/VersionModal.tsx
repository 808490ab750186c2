import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The dialog around every "add a version" form: save submits the form, errors clear on open. */
export function VersionModal({
  open,
  title,
  width = 820,
  pending,
  onClose,
  onSave,
  onOpened,
  children,
}: {
  open: boolean;
  title: string;
  width?: number;
  pending: boolean;
  onClose: () => void;
  onSave: () => void;
  onOpened: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
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
    </Modal>
  );
}
