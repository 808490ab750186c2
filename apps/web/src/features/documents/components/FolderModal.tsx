import { ROLE_NAMES, type DocumentFolder } from '@eqmp/domain';
import { Form, Input, Select, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';

export interface FolderValues {
  name: string;
  parentId: number | null;
  readRoles: string[];
  writeRoles: string[];
}

/** The roles that may read and that may write a folder, each with what an empty list means. */
const ROLE_FIELDS = [
  { name: 'readRoles', label: 'documents:folders.readRoles', empty: 'documents:folders.openToAll' },
  {
    name: 'writeRoles',
    label: 'documents:folders.writeRoles',
    empty: 'documents:folders.openToWriters',
  },
] as const;

/** Create a folder, or rename, move and (System Admin) set the permissions of one. */
export function FolderModal({
  open,
  folder,
  folders,
  canSetPermissions,
  saving,
  onSave,
  onCancel,
}: {
  open: boolean;
  folder: DocumentFolder | null;
  folders: readonly DocumentFolder[];
  canSetPermissions: boolean;
  saving: boolean;
  onSave: (values: FolderValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FolderValues>();
  useEffect(() => {
    if (open)
      form.setFieldsValue(
        folder
          ? {
              name: folder.name,
              parentId: folder.parentId,
              readRoles: folder.readRoles,
              writeRoles: folder.writeRoles,
            }
          : { name: '', parentId: null, readRoles: [], writeRoles: [] },
      );
  }, [open, folder, form]);
  const roleOptions = ROLE_NAMES.map((r) => ({ value: r, label: r }));
  const parents = folders
    .filter((f) => f.canWrite && f.id !== folder?.id)
    .map((f) => ({ value: f.id, title: f.name, pId: f.parentId ?? 0, id: f.id }));
  return (
    <FormModal
      form={form}
      draft={folder ? `folder-${folder.id}` : 'folder-new'}
      open={open}
      title={folder ? t('documents:folders.rename') : t('documents:folders.new')}
      okText={folder ? t('documents:action.save') : t('documents:action.create')}
      cancelText={t('documents:action.cancel')}
      confirmLoading={saving}
      onOk={() => void form.validateFields().then(onSave)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="name"
          label={t('documents:folders.name')}
          rules={[{ required: true, whitespace: true, max: 200 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="parentId" label={t('documents:folders.parent')}>
          <TreeSelect
            allowClear
            treeDataSimpleMode
            treeData={parents}
            placeholder={t('documents:folders.root')}
          />
        </Form.Item>
        {canSetPermissions &&
          ROLE_FIELDS.map(({ name, label, empty }) => (
            <Form.Item key={name} name={name} label={t(label)} extra={t(empty)}>
              <Select mode="multiple" options={roleOptions} allowClear />
            </Form.Item>
          ))}
      </Form>
    </FormModal>
  );
}
