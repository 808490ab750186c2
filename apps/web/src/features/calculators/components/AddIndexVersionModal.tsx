import {
  INDEX_KINDS,
  LOCATION_TYPES,
  type IndexKind,
  type IndexVersion,
  type LocationType,
  type NewIndexVersion,
} from '@eqmp/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { addIndexVersion } from '../api/standards-api';
import { ChoiceField, ProvisionalField } from './VersionFields';
import { VersionModal, type DialogProps, type VersionKind, type VersionMeta } from './VersionModal';

interface FormValues extends VersionMeta {
  kind: IndexKind;
  locationType: LocationType | null;
  provisional: boolean;
  data: string;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// The data text is only checked to parse here; the server validates its shape against the
// kind and answers each issue, which the modal lists.
const INDICES: VersionKind<FormValues, NewIndexVersion> = {
  draft: 'index-version',
  title: 'calculators:standards.add.indicesTitle',
  save: addIndexVersion,
  body: (values) =>
    ({
      ...values,
      provisional: values.provisional ?? false,
      data: JSON.parse(values.data) as unknown,
      ...(values.kind === 'MMWQI'
        ? { locationType: values.locationType ?? null }
        : { locationType: undefined }),
    }) as NewIndexVersion,
};

/**
 * Adds a DOE-WQI settings version or an MMWQI curve set. The definition is edited as JSON,
 * starting from the one in force; the server checks its shape (weights, ordered boundaries, curves).
 */
export function AddIndexVersionModal({
  versions,
  ...props
}: DialogProps & { versions: readonly IndexVersion[] }) {
  const dataOf = (k: IndexKind) => {
    const found =
      versions.find((v) => v.kind === k && v.inForce) ?? versions.find((v) => v.kind === k);
    return found ? JSON.stringify(found.data, null, 2) : '{}';
  };
  return (
    <VersionModal
      {...props}
      kind={INDICES}
      initialValues={{
        kind: 'MMWQI',
        locationType: null,
        confidence: 'UNVERIFIED',
        provisional: true,
        data: dataOf('MMWQI'),
      }}
      onValuesChange={(changed, form) => {
        if (changed.kind)
          form.setFieldsValue({
            data: dataOf(changed.kind),
            provisional: changed.kind === 'MMWQI',
          });
      }}
      head={<IndexChoice />}
    >
      <ProvisionalField />
      <Definition />
    </VersionModal>
  );
}

const useKind = () => (Form.useWatch('kind') as IndexKind | undefined) ?? 'MMWQI';

/** The index and, for the MMWQI, the location type its curves apply to. */
function IndexChoice() {
  const { t } = useTranslation();
  const kind = useKind();
  return (
    <>
      <ChoiceField
        name="kind"
        label={t('calculators:standards.column.kind')}
        options={INDEX_KINDS.map((k) => ({
          value: k,
          label: t(`calculators:standards.kind.${k}`),
        }))}
      />
      {kind === 'MMWQI' && (
        <ChoiceField
          name="locationType"
          label={t('calculators:standards.column.locationType')}
          options={[
            { value: null, label: t('calculators:standards.allLocations') },
            ...LOCATION_TYPES.map((type) => ({
              value: type,
              label: t(`calculators:locationType.${type}`),
            })),
          ]}
        />
      )}
    </>
  );
}

/** The index's definition as JSON text, with a hint on its shape for the chosen index. */
function Definition() {
  const { t } = useTranslation();
  const kind = useKind();
  return (
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
  );
}
