import {
  MODULE_CODES,
  type DocumentFolder,
  type DocumentSummary,
  type DocumentUpdateBody,
} from '@eqmp/domain';
import { Form, Input, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { moduleOptions } from '../../../lib/module-label';

/** Edit a document's title (rename), folder (move) and metadata. */
export function DocumentEditModal({
  document,
  folders,
  saving,
  onSave,
  onCancel,
}: {
  document: DocumentSummary | null;
  folders: readonly DocumentFolder[];
  saving: boolean;
  onSave: (body: DocumentUpdateBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DocumentUpdateBody>();
  useEffect(() => {
    if (document)
      form.setFieldsValue({
        title: document.title,
        folderId: document.folderId,
        module: document.module as DocumentUpdateBody['module'],
        stationId: document.stationId,
        year: document.year,
        tags: document.tags,
      });
  }, [document, form]);
  return (
    <FormModal
      form={form}
      draft={`document-${document?.id ?? ''}`}
      open={document !== null}
      title={t('documents:edit.title')}
      okText={t('documents:action.save')}
      cancelText={t('documents:action.cancel')}
      confirmLoading={saving}
      onOk={() =>
        void form.validateFields().then((v) =>
          onSave({
            ...v,
            module: v.module ?? null,
            stationId: v.stationId || null,
            year: v.year ?? null,
          }),
        )
      }
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="title"
          label={t('documents:col.title')}
          rules={[{ required: true, whitespace: true, max: 200 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="folderId" label={t('documents:edit.folder')} rules={[{ required: true }]}>
          <Select
            options={folders.filter((f) => f.canWrite).map((f) => ({ value: f.id, label: f.name }))}
          />
        </Form.Item>
        <Form.Item name="module" label={t('documents:col.module')}>
          <Select allowClear options={moduleOptions(t, MODULE_CODES)} />
        </Form.Item>
        <Form.Item name="stationId" label={t('documents:col.station')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="year" label={t('documents:col.year')}>
          <InputNumber min={1970} max={2100} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="tags" label={t('documents:edit.tags')}>
          <Select mode="tags" open={false} tokenSeparators={[',']} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
