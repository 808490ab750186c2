import type { SojAddCriteriaVersionBody, SojCriteriaKind, SojParameter } from '@eqmp/domain';
import {
  VersionDialog,
  type VersionBasics,
  type VersionKind,
} from '../../../components/VersionDialog';
import { addCriteriaVersion } from '../api/soj-api';
import { CriteriaMetaFields, CriteriaRows } from './CriteriaVersionFields';

interface RowValue {
  parameterCode: string;
  stationGroup: string | null;
  min: number | null;
  max: number | null;
}
interface Values extends VersionBasics {
  effectiveFrom: string;
  rows: RowValue[];
}

/** The criteria of one kind (the standard or the benchmarks) as a kind of versioned data. */
const criteriaVersion = (
  kind: SojCriteriaKind,
): VersionKind<Values, SojAddCriteriaVersionBody> => ({
  draft: 'criteria-version',
  title: 'soj:criteria.addVersion',
  width: 760,
  save: (body) => addCriteriaVersion(kind, body),
  body: (values) => ({
    ...values,
    rows: values.rows.map((r) => ({
      parameterCode: r.parameterCode,
      stationGroup: r.stationGroup || null,
      min: r.min ?? null,
      max: r.max ?? null,
    })),
  }),
});

/** A new version of the standard or the benchmarks, starting from the version shown. */
export function AddCriteriaVersion({
  kind,
  base,
  parameters,
  onClose,
}: {
  kind: SojCriteriaKind;
  base: readonly RowValue[];
  parameters: readonly SojParameter[];
  onClose: (saved: boolean) => void;
}) {
  return (
    <VersionDialog
      kind={criteriaVersion(kind)}
      open
      onClose={() => onClose(false)}
      onSaved={() => onClose(true)}
      initialValues={{
        // The first parameter may not be known yet: the row then waits for one to be chosen.
        rows: (base.length
          ? base
          : [
              { parameterCode: parameters[0]?.code, stationGroup: null, min: null, max: null },
            ]) as RowValue[],
      }}
      meta={<CriteriaMetaFields />}
    >
      <CriteriaRows kind={kind} parameters={parameters} />
    </VersionDialog>
  );
}
