import type { RecordDetail, RecordKind, RecordStationsResponse } from '@eqmp/domain';
import { Form, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { useSaveRecord } from '../hooks/useSaveRecord';
import { recordFormInitial, type RecordFormValues } from '../utils/record-form';
import { RecordFormFields } from './RecordFormFields';

/** The form of a record (new, or `record` to edit), with its attachments sent after it is saved. */
export function RecordFormModal({
  kind,
  stations,
  record,
  initialStation,
  onClose,
  onSaved,
}: {
  kind: RecordKind;
  stations: RecordStationsResponse;
  record?: RecordDetail;
  initialStation?: string | undefined;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RecordFormValues>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const stationId = Form.useWatch('stationId', form);
  const parameters = stations.find((s) => s.id === stationId)?.parameters ?? [];
  const save = useSaveRecord(kind, record, files, onSaved);

  return (
    <FormModal
      form={form}
      draft={record ? `record-${record.id}` : 'record-new'}
      dirty={files.length > 0}
      width={760}
      title={record ? t('records:form.edit') : t(`records:form.new.${kind}`)}
      okText={t('records:action.save')}
      cancelText={t('records:action.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<RecordFormValues>
        form={form}
        layout="vertical"
        name="record"
        initialValues={recordFormInitial(record, initialStation)}
        onValuesChange={(changed: Partial<RecordFormValues>) => {
          if (changed.stationId)
            form.setFieldValue(
              'parameterCodes',
              stations.find((s) => s.id === changed.stationId)?.parameters.map((p) => p.code) ?? [],
            );
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <RecordFormFields
          kind={kind}
          stations={stations}
          editing={record !== undefined}
          parameters={parameters}
          files={files}
          onFiles={setFiles}
        />
      </Form>
    </FormModal>
  );
}
