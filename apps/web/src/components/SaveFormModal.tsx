import { Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from './FormModal';

/**
 * A dialog holding one vertical form, with save (the form's submit) and cancel: while `saving`
 * the save button spins; a valid form's values go to `onSave`.
 */
export function SaveFormModal<V extends object>({
  form,
  draft,
  open = true,
  title,
  width,
  saving,
  onSave,
  onCancel,
  initialValues,
  destroyOnHidden,
  children,
}: {
  form: FormInstance<V>;
  /** The key the unsent input is kept under. */
  draft?: string;
  open?: boolean;
  title: ReactNode;
  width?: number;
  saving: boolean;
  onSave: (values: V) => void;
  onCancel: () => void;
  initialValues?: FormProps<V>['initialValues'];
  destroyOnHidden?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      form={form}
      draft={draft}
      open={open}
      title={title}
      {...(width === undefined ? {} : { width })}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={saving}
      {...(destroyOnHidden ? { destroyOnHidden } : {})}
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={onSave}>
        {children}
      </Form>
    </FormModal>
  );
}
