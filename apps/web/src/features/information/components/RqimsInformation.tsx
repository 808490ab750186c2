import type { InformationResponse } from '@eqmp/domain';
import { useTranslation } from 'react-i18next';
import { RIVER_CLASS_COLOURS } from '@eqmp/domain';
import { IndexInformation, ParameterTable, TableNote } from './IndexInformation';

type Rqims = Extract<InformationResponse, { index: 'rqims' }>;

/** RQIMS: DOE-WQI classes I–V with colours, the weights in force, status bands, and the source. */
export function RqimsInformation({ data }: { data: Rqims }) {
  const { t } = useTranslation();
  const classes = data.classes.map((c, i) => ({
    ...c,
    upper: i === 0 ? 100 : data.classes[i - 1]!.min,
  }));
  return (
    <IndexInformation
      index="rqims"
      classes={{
        rowKey: 'riverClass',
        rows: classes,
        colour: (c) => RIVER_CLASS_COLOURS[c.riverClass as keyof typeof RIVER_CLASS_COLOURS],
        label: (c) => t(`maps:class.river.${c.riverClass}`),
        rangeTitle: t('information:column.wqiRange'),
        range: (c) => (c.min === null ? `< ${c.upper}` : `${c.inclusive ? '≥' : '>'} ${c.min}`),
      }}
      how={
        <>
          <ParameterTable
            rows={data.weights}
            parameter={(w) => t(`information:rqims.parameter.${w.parameter}`)}
            more={[{ key: 'w', title: t('information:column.weight'), dataIndex: 'weight' }]}
          />
          <TableNote>
            {data.statuses
              .map(
                (s) =>
                  `${t(`information:rqims.status.${s.status}`)}: ${s.min === null ? '–' : `≥ ${s.min}`}`,
              )
              .join(' · ')}
          </TableNote>
        </>
      }
      sources={[{ key: 'wqi', label: 'DOE-WQI', ...data.standard }]}
    />
  );
}
