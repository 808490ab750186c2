import type { TFunction } from 'i18next';

/** A module as lists and filters show it: its code, then its short name (`CAQM · Air`). */
export const moduleLabel = (t: TFunction, code: string) =>
  `${code} · ${t(`common:moduleShort.${code}`)}`;

/** The choices of a module filter, each module as `moduleLabel` writes it. */
export const moduleOptions = (t: TFunction, codes: readonly string[]) =>
  codes.map((code) => ({ value: code, label: moduleLabel(t, code) }));
