import type { Confidence, TarballVersion } from '@eqmp/domain';
import { Checkbox, Col, Form, InputNumber, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addTarballVersion } from '../api/tarball-api';
import { useAddVersion } from '../hooks/useAddVersion';
import { IssueList } from './IssueList';
import { VersionModal } from './VersionModal';
import { VersionMetaFields } from './VersionMetaFields';

interface FormValues {
  version: string;
  effectiveFrom: Dayjs;
  confidence: Confidence;
  source: string;
  provisional: boolean;
  light: number;
  moderate: number;
  heavy: number;
}

const BOUNDS = ['light', 'moderate', 'heavy'] as const;

/** Adds a version of the tar-ball class bounds, starting from the version in force. */
export function AddTarballVersionModal({
  open,
  onClose,
  versions,
}: {
  open: boolean;
  onClose: () => void;
  versions: readonly TarballVersion[];
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const add = useAddVersion(addTarballVersion, onClose);
  const current = versions.find((v) => v.inForce) ?? versions.at(-1);

  const onFinish = ({ light, moderate, heavy, effectiveFrom, ...meta }: FormValues) =>
    add.save({
      ...meta,
      provisional: meta.provisional ?? false,
      effectiveFrom: effectiveFrom.format('YYYY-MM-DD'),
      thresholds: { light, moderate, heavy },
    });

  return (
    <VersionModal
      form={form}
      draft="tarball-version"
      open={open}
      title={t('calculators:tarball.addTitle')}
      width={720}
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
          confidence: 'UNVERIFIED',
          provisional: false,
          ...(current?.thresholds ?? {}),
        }}
      >
        <VersionMetaFields />
        <Row gutter={16}>
          {BOUNDS.map((key) => (
            <Col xs={24} sm={8} key={key}>
              <Form.Item
                name={key}
                label={t(`calculators:tarball.${key}`)}
                rules={[
                  {
                    required: true,
                    message: t('calculators:form.required', {
                      field: t(`calculators:tarball.${key}`),
                    }),
                  },
                ]}
              >
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="provisional" valuePropName="checked">
          <Checkbox>{t('calculators:standards.add.provisional')}</Checkbox>
        </Form.Item>
        <IssueList issues={add.issues} />
      </Form>
    </VersionModal>
  );
}
