import type { InformationResponse } from '@eqmp/domain';
import { useTranslation } from 'react-i18next';
import { MARINE_CATEGORY_COLOURS } from '@eqmp/domain';
import { IndexInformation, ParameterTable } from './IndexInformation';

type Mqims = Extract<InformationResponse, { index: 'mqims' }>;

/** MQIMS: MMWQI categories with colours, the weights per location type in force, and their sources. */
export function MqimsInformation({ data }: { data: Mqims }) {
  const { t } = useTranslation();
  const parameters = [...new Set(data.sets.flatMap((s) => s.weights.map((w) => w.parameter)))];
  return (
    <IndexInformation
      index="mqims"
      classes={{
        rowKey: 'category',
        rows: data.categories,
        colour: (c) => MARINE_CATEGORY_COLOURS[c.category as keyof typeof MARINE_CATEGORY_COLOURS],
        label: (c) => t(`maps:class.marineCategory.${c.category}`),
        rangeTitle: t('information:column.indexRange'),
        range: (c) => (c.min === null ? t('information:mqims.below') : `≥ ${c.min}`),
      }}
      how={
        <ParameterTable
          rows={parameters.map((parameter) => ({ parameter }))}
          parameter={(row) => row.parameter}
          more={data.sets.map((s) => ({
            key: s.locationType,
            title: t(`information:mqims.locationType.${s.locationType}`),
            render: (_: unknown, row: { parameter: string }) =>
              s.weights.find((w) => w.parameter === row.parameter)?.weight ?? '–',
          }))}
        />
      }
      sources={data.sets.map((s) => ({
        key: s.locationType,
        label: t(`information:mqims.locationType.${s.locationType}`),
        version: s.version,
        effectiveFrom: s.effectiveFrom,
        source: s.source,
        provisional: s.provisional,
      }))}
    />
  );
}
