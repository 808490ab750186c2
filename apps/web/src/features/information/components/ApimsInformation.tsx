import type { InformationResponse } from '@eqmp/domain';
import { useTranslation } from 'react-i18next';
import { AIR_CATEGORY_COLOURS } from '@eqmp/domain';
import { IndexInformation, ParameterTable } from './IndexInformation';

type Apims = Extract<InformationResponse, { index: 'apims' }>;

/** APIMS: API bands with colours and health advice, the breakpoint tables in force, and their sources. */
export function ApimsInformation({ data }: { data: Apims }) {
  const { t } = useTranslation();
  const bands = data.bands.map((b, i) => ({
    ...b,
    max: data.bands[i + 1] ? data.bands[i + 1]!.min - 1 : null,
  }));
  return (
    <IndexInformation
      index="apims"
      classes={{
        rowKey: 'category',
        rows: bands,
        colour: (b) => AIR_CATEGORY_COLOURS[b.category as keyof typeof AIR_CATEGORY_COLOURS],
        label: (b) => t(`maps:class.air.${b.category}`),
        rangeTitle: t('information:column.range'),
        range: (b) => (b.max === null ? `≥ ${b.min}` : `${b.min} – ${b.max}`),
        more: [
          {
            key: 'advice',
            title: t('information:column.advice'),
            render: (_, b) => t(`calculators:air.advice.${b.advice}`),
          },
        ],
        note: t('information:apims.emergency', { above: data.emergencyAbove }),
      }}
      how={
        <ParameterTable
          rows={data.tables}
          parameter={(r) => `${r.parameter} (${r.averaging}, ${r.unit})`}
          more={[
            {
              key: 'segments',
              title: t('information:column.breakpoints'),
              render: (_, r) =>
                r.segments.map((s) => `${s.cLow}–${s.cHigh} → ${s.iLow}–${s.iHigh}`).join(' · '),
            },
          ]}
        />
      }
      sources={data.tables.map((r) => ({
        key: r.parameter,
        label: r.parameter,
        version: r.version,
        effectiveFrom: r.effectiveFrom,
        source: r.source,
      }))}
    />
  );
}
