import {
  CALIBRATION_TYPES,
  MAINTENANCE_TYPES,
  RECORD_ATTACHMENT_MAX_BYTES,
  RECORD_MAX_ATTACHMENTS,
  type CalibrationPointKind,
  type CalibrationType,
  type MaintenanceType,
  type RecordDetail,
  type RecordKind,
  type RecordStationsResponse,
} from '@eqmp/domain';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, Select, Upload, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { attachFile, saveRecord, type RecordForm } from '../api/records-api';
import { instantOf, pickerValueOf } from '../utils/kl-datetime';
import { CalibrationPointsField } from './CalibrationPointsField';

interface Values {
  stationId: string;
  from: Dayjs;
  to: Dayjs;
  type: string;
  parameterCodes: string[];
  people: string[];
  remarks?: string;
  points?: {
    parameterCode: string;
    kind: CalibrationPointKind;
    expected: number;
    measured: number;
  }[];
}

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
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const stationId = Form.useWatch('stationId', form);
  const parameters = stations.find((s) => s.id === stationId)?.parameters ?? [];
  const types = kind === 'maintenance' ? MAINTENANCE_TYPES : CALIBRATION_TYPES;
  const required = [{ required: true, message: t('records:form.required') }];

  const save = useMutation({
    mutationFn: async (v: Values) => {
      const common = {
        stationId: v.stationId,
        from: instantOf(v.from),
        to: instantOf(v.to),
        parameterCodes: v.parameterCodes,
        people: v.people,
        remarks: v.remarks ?? '',
      };
      const recordForm: RecordForm =
        kind === 'calibration'
          ? {
              kind,
              body: { ...common, type: v.type as CalibrationType, points: v.points ?? [] },
            }
          : { kind, body: { ...common, type: v.type as MaintenanceType } };
      const saved = await saveRecord(recordForm, record?.id);
      for (const f of files)
        await attachFile(kind, saved.record.id, f.originFileObj as File).catch((e: Error) =>
          message.error(t('records:uploadFailed', { file: f.name, message: e.message })),
        );
      return saved;
    },
    onSuccess: (saved) => {
      void message.success(t('records:saved', saved.marks));
      if (saved.marks.keptByPerson > 0)
        void message.warning(t('records:keptByPerson', { count: saved.marks.keptByPerson }));
      // The values of other pages (QA/QC, reports) changed too.
      void client.invalidateQueries();
      onSaved(saved.record.id);
    },
    onError: (e) => void message.error(e.message),
  });

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
      <Form<Values>
        form={form}
        layout="vertical"
        name="record"
        initialValues={
          record
            ? {
                stationId: record.stationId,
                from: pickerValueOf(record.from),
                to: pickerValueOf(record.to),
                type: record.type,
                parameterCodes: record.parameterCodes,
                people: record.people,
                remarks: record.remarks,
                points: record.points.map(({ parameterCode, kind: k, expected, measured }) => ({
                  parameterCode,
                  kind: k,
                  expected,
                  measured,
                })),
              }
            : { stationId: initialStation, people: [], points: [] }
        }
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.stationId)
            form.setFieldValue(
              'parameterCodes',
              stations.find((s) => s.id === changed.stationId)?.parameters.map((p) => p.code) ?? [],
            );
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="stationId" label={t('records:col.station')} rules={required}>
          <Select
            showSearch
            optionFilterProp="label"
            disabled={record !== undefined}
            options={stations.map((s) => ({ value: s.id, label: `${s.id} — ${s.name}` }))}
          />
        </Form.Item>
        <Form.Item label={t('records:form.window')} required style={{ marginBottom: 0 }}>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            {(['from', 'to'] as const).map((name) => (
              <Form.Item key={name} name={name} label={t(`records:col.${name}`)} rules={required}>
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format="DD/MM/YYYY HH:mm"
                  needConfirm={false}
                />
              </Form.Item>
            ))}
          </div>
        </Form.Item>
        <Form.Item name="type" label={t('records:col.type')} rules={required}>
          <Select options={types.map((v) => ({ value: v, label: t(`records:type.${v}`) }))} />
        </Form.Item>
        <Form.Item name="parameterCodes" label={t('records:col.parameters')} rules={required}>
          <Select
            mode="multiple"
            options={parameters.map((p) => ({ value: p.code, label: p.code }))}
          />
        </Form.Item>
        <Form.Item
          name="people"
          label={t('records:form.people')}
          extra={t('records:form.peopleHint')}
          rules={required}
        >
          <Select mode="tags" tokenSeparators={[',']} />
        </Form.Item>
        <Form.Item name="remarks" label={t('records:col.remarks')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        {kind === 'calibration' && <CalibrationPointsField parameters={parameters} />}
        <Form.Item
          label={t('records:form.files')}
          extra={t('records:form.filesHint', {
            max: RECORD_ATTACHMENT_MAX_BYTES / (1024 * 1024),
            count: RECORD_MAX_ATTACHMENTS,
          })}
        >
          <Upload
            multiple
            accept=".pdf,.docx,.xlsx,.jpg,.jpeg,.png"
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList.slice(0, RECORD_MAX_ATTACHMENTS))}
          >
            <Button icon={<UploadOutlined />}>{t('records:form.choose')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </FormModal>
  );
}
