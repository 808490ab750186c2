import type { Confidence } from '@eqmp/domain';
import type { Dayjs } from 'dayjs';
import type { ComponentProps } from 'react';
import { VersionDialog, type VersionBasics } from '../../../components/VersionDialog';
import type { SaveOutcome } from '../../../components/useSaveVersion';
import { standardsKeys } from '../api/standards-api';
import { VersionMetaFields } from './VersionMetaFields';

export type { DialogProps, VersionKind } from '../../../components/VersionDialog';

/** What every new version is given: its label, effective day, confidence and source citation. */
export interface VersionMeta extends VersionBasics {
  effectiveFrom: Dayjs;
  confidence: Confidence;
}

/** Once saved, the standards are fetched again and a note says so; the server's problems stay in the form. */
const STANDARDS: SaveOutcome = {
  refresh: standardsKeys.all,
  savedNote: 'calculators:standards.add.saved',
  problemsInForm: true,
};

/**
 * The dialog that adds a version of any kind of standard (`VersionDialog`), with the fields every
 * version of a standard has: label, effective day, confidence and source citation.
 */
export function VersionModal<V extends VersionMeta, B>(
  props: Omit<ComponentProps<typeof VersionDialog<V, B>>, 'meta' | 'outcome' | 'onSaved'>,
) {
  return <VersionDialog<V, B> {...props} meta={<VersionMetaFields />} outcome={STANDARDS} />;
}
