import {
  LIMIT_SCHEMES,
  type LimitRowInput,
  type LimitScheme,
  type LimitVersion,
  type NewLimitVersion,
} from '@eqmp/domain';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { addLimitVersion } from '../api/standards-api';
import { LimitRows } from './LimitRows';
import { ChoiceField, ProvisionalField } from './VersionFields';
import { VersionModal, type DialogProps, type VersionKind, type VersionMeta } from './VersionModal';

interface FormValues extends VersionMeta {
  scheme: LimitScheme;
  basedOn?: string;
  provisional: boolean;
  rows: LimitRowInput[];
}

type Versions = readonly LimitVersion[];

const rowsOf = (version: LimitVersion | undefined): LimitRowInput[] =>
  version?.rows.map(({ parameter, averaging, stationClass, unit, min, max }) => ({
    parameter,
    averaging,
    stationClass,
    unit,
    min,
    max,
  })) ?? [];

const LIMITS: VersionKind<FormValues, NewLimitVersion> = {
  draft: 'limit-version',
  title: 'calculators:standards.add.limitsTitle',
  width: 900,
  save: addLimitVersion,
  body: ({ basedOn: _basedOn, ...values }) => {
    const isAir = values.scheme === 'MAAQS';
    return {
      ...values,
      provisional: values.provisional ?? false,
      rows: (values.rows ?? []).map((r) => ({
        ...r,
        averaging: isAir ? (r.averaging ?? null) : null,
        stationClass: isAir ? null : (r.stationClass ?? null),
        min: r.min ?? null,
        max: r.max ?? null,
      })),
    };
  },
};

const useScheme = () => (Form.useWatch('scheme') as LimitScheme | undefined) ?? 'MAAQS';

/** Adds a version of MAAQS, NWQS or the marine criteria, starting from the rows of a chosen version. */
export function AddLimitVersionModal({ versions, ...props }: DialogProps & { versions: Versions }) {
  const inForce = (s: LimitScheme) =>
    versions.find((v) => v.scheme === s && v.inForce) ?? versions.find((v) => v.scheme === s);
  return (
    <VersionModal
      {...props}
      kind={LIMITS}
      initialValues={{
        scheme: 'MAAQS',
        basedOn: inForce('MAAQS')?.id,
        confidence: 'SINGLE',
        provisional: false,
        rows: rowsOf(inForce('MAAQS')),
      }}
      onValuesChange={(changed, form) => {
        if (changed.scheme)
          form.setFieldsValue({
            basedOn: inForce(changed.scheme)?.id,
            rows: rowsOf(inForce(changed.scheme)),
          });
        else if (changed.basedOn)
          form.setFieldsValue({ rows: rowsOf(versions.find((v) => v.id === changed.basedOn)) });
      }}
      head={<SchemeChoice versions={versions} />}
    >
      <ProvisionalField />
      <SchemeRows />
    </VersionModal>
  );
}

/** The standard, and which of its versions the rows start from. */
function SchemeChoice({ versions }: { versions: Versions }) {
  const { t } = useTranslation();
  const scheme = useScheme();
  return (
    <>
      <ChoiceField
        name="scheme"
        label={t('calculators:standards.column.scheme')}
        options={LIMIT_SCHEMES.map((s) => ({
          value: s,
          label: t(`calculators:standards.scheme.${s}`),
        }))}
      />
      <ChoiceField
        name="basedOn"
        label={t('calculators:standards.add.basedOn')}
        options={versions
          .filter((v) => v.scheme === scheme)
          .map((v) => ({ value: v.id, label: v.version }))}
      />
    </>
  );
}

/** The limits, with an averaging period for the air standard and a class for the others. */
function SchemeRows() {
  return <LimitRows isAir={useScheme() === 'MAAQS'} />;
}
