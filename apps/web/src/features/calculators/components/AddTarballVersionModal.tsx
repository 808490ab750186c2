import type { TarballVersion, TarballVersionBody } from '@eqmp/domain';
import { Col, Form, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { addTarballVersion } from '../api/tarball-api';
import { ProvisionalField } from './VersionFields';
import { VersionModal, type DialogProps, type VersionKind, type VersionMeta } from './VersionModal';

interface FormValues extends VersionMeta {
  provisional: boolean;
  light: number;
  moderate: number;
  heavy: number;
}

const BOUNDS = ['light', 'moderate', 'heavy'] as const;

const TARBALL: VersionKind<FormValues, TarballVersionBody> = {
  draft: 'tarball-version',
  title: 'calculators:tarball.addTitle',
  width: 720,
  save: addTarballVersion,
  body: ({ light, moderate, heavy, ...meta }) => ({
    ...meta,
    provisional: meta.provisional ?? false,
    thresholds: { light, moderate, heavy },
  }),
};

/** Adds a version of the tar-ball class bounds, starting from the version in force. */
export function AddTarballVersionModal({
  versions,
  ...props
}: DialogProps & { versions: readonly TarballVersion[] }) {
  const { t } = useTranslation();
  const current = versions.find((v) => v.inForce) ?? versions.at(-1);
  return (
    <VersionModal
      {...props}
      kind={TARBALL}
      initialValues={{
        confidence: 'UNVERIFIED',
        provisional: false,
        ...(current?.thresholds ?? {}),
      }}
    >
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
      <ProvisionalField />
    </VersionModal>
  );
}
