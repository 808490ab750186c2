import {
  INDEX_KINDS,
  LOCATION_TYPES,
  type Confidence,
  type LocationType,
  type IndexKind,
  type IndexVersion,
  type NewIndexVersion,
} from '@eqmp/domain';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addIndexVersion } from '../api/standards-api';
import { useAddVersion } from '../hooks/useAddVersion';
import { IssueList } from './IssueList';
import { VersionModal } from './VersionModal';
import { VersionMetaFields } from './VersionMetaFields';

interface FormValues {
  kind: IndexKind;
  locationType: LocationType | null;
  version: string;
  effectiveFrom: Dayjs;
  confidence: Confidence;
  source: string;
  provisional: boolean;
  data: string;
}

const KINDS = INDEX_KINDS;

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Adds a DOE-WQI settings version or an MMWQI curve set. The definition is edited as JSON,
 * starting from the one in force; the server checks its shape (weights, ordered boundaries, curves).
 */
export function AddIndexVersionModal({
  open,
  onClose,
  versions,
}: {
  open: boolean;
  onClose: () => void;
  versions: readonly IndexVersion[];
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form) ?? 'MMWQI';
  const add = useAddVersion(addIndexVersion, onClose);
  const dataOf = (k: IndexKind) => {
    const found =
      versions.find((v) => v.kind === k && v.inForce) ?? versions.find((v) => v.kind === k);
    return found ? JSON.stringify(found.data, null, 2) : '{}';
  };

  // The data text is only checked to parse here; the server validates its shape against the
  // kind and answers each issue, which the modal lists.
  const onFinish = (values: FormValues) =>
    add.save({
      ...values,
      provisional: values.provisional ?? false,
      effectiveFrom: values.effectiveFrom.format('YYYY-MM-DD'),
      data: JSON.parse(values.data) as unknown,
      ...(values.kind === 'MMWQI'
        ? { locationType: values.locationType ?? null }
        : { locationType: undefined }),
    } as NewIndexVersion);

  return (
    <VersionModal
      form={form}
      draft="index-version"
      open={open}
      title={t('calculators:standards.add.indicesTitle')}
      pending={add.isPending}
      onClose={onClose}
      onSave={() => form.submit()}
      onOpened={() => add.clearIssues()}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          kind: 'MMWQI',
          locationType: null,
          confidence: 'UNVERIFIED',
          provisional: true,
          data: dataOf('MMWQI'),
        }}
        onValuesChange={(changed: Partial<FormValues>) => {
          if (changed.kind)
            form.setFieldsValue({
              data: dataOf(changed.kind),
              provisional: changed.kind === 'MMWQI',
            });
        }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="kind" label={t('calculators:standards.column.kind')}>
              <Select
                options={KINDS.map((k) => ({
                  value: k,
                  label: t(`calculators:standards.kind.${k}`),
                }))}
              />
            </Form.Item>
          </Col>
          {kind === 'MMWQI' && (
            <Col xs={24} sm={12}>
              <Form.Item name="locationType" label={t('calculators:standards.column.locationType')}>
                <Select
                  options={[
                    { value: null, label: t('calculators:standards.allLocations') },
                    ...LOCATION_TYPES.map((type) => ({
                      value: type,
                      label: t(`calculators:locationType.${type}`),
                    })),
                  ]}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <VersionMetaFields />
        <Form.Item name="provisional" valuePropName="checked">
          <Checkbox>{t('calculators:standards.add.provisional')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="data"
          label={t('calculators:standards.add.data')}
          extra={t(`calculators:standards.add.dataHint.${kind}`)}
          rules={[
            {
              validator: (_, value: string) =>
                parses(value ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('calculators:standards.add.invalidJson'))),
            },
          ]}
        >
          <Input.TextArea rows={14} spellCheck={false} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <IssueList issues={add.issues} />
      </Form>
    </VersionModal>
  );
}
