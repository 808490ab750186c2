import {
  CALIBRATION_TYPES,
  MAINTENANCE_TYPES,
  RECORD_ATTACHMENT_MAX_BYTES,
  RECORD_MAX_ATTACHMENTS,
  type RecordKind,
  type RecordStationsResponse,
} from '@eqmp/domain';
import { UploadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { stationLabel } from '../utils/station-label';
import { CalibrationPointsField } from './CalibrationPointsField';

type Parameters = RecordStationsResponse[number]['parameters'];

/** The fields of the record form, from its station to its attachments (chosen here, sent after saving). */
export function RecordFormFields({
  kind,
  stations,
  editing,
  parameters,
  files,
  onFiles,
}: {
  kind: RecordKind;
  stations: RecordStationsResponse;
  editing: boolean;
  parameters: Parameters;
  files: UploadFile[];
  onFiles: (files: UploadFile[]) => void;
}) {
  const { t } = useTranslation();
  const types = kind === 'maintenance' ? MAINTENANCE_TYPES : CALIBRATION_TYPES;
  const required = [{ required: true, message: t('records:form.required') }];
  return (
    <>
      <Form.Item name="stationId" label={t('records:col.station')} rules={required}>
        <Select
          showSearch
          optionFilterProp="label"
          disabled={editing}
          options={stations.map((s) => ({ value: s.id, label: stationLabel(s.id, s.name) }))}
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
          onChange={({ fileList }) => onFiles(fileList.slice(0, RECORD_MAX_ATTACHMENTS))}
        >
          <Button icon={<UploadOutlined />}>{t('records:form.choose')}</Button>
        </Upload>
      </Form.Item>
    </>
  );
}
