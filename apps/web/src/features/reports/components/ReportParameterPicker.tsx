import type { ReportDefinition, ReportOptions } from '@eqmp/domain';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportSearch } from '../utils/report-search';

/** What a report's pickers read and how they change the search. */
export interface ReportPickerProps {
  readonly def: ReportDefinition;
  readonly query: ReportSearch;
  readonly options: ReportOptions | undefined;
  readonly set: (changes: Record<string, string | undefined>) => void;
}

/**
 * The parameter picker (one or many): only the parameters the chosen station(s) or state measure,
 * or every parameter while nothing is chosen.
 */
export function ReportParameterPicker({ def, query, options, set }: ReportPickerProps) {
  const { t } = useTranslation();
  const measured = new Set(
    (options?.stations ?? [])
      .filter(
        (s) => query.station.includes(s.id) || (query.state && String(s.stateId) === query.state),
      )
      .flatMap((s) => s.parameters),
  );
  const parameters = (options?.parameters ?? []).filter(
    (p) => measured.size === 0 || measured.has(p.code),
  );
  return (
    <Select
      aria-label={t(
        def.parameters === 'one' ? 'reports:field.parameter' : 'reports:field.parameters',
      )}
      placeholder={
        def.parameters === 'one' ? t('reports:field.parameter') : t('reports:page.allParameters')
      }
      mode={def.parameters === 'one' ? undefined : 'multiple'}
      allowClear={def.parameters !== 'one'}
      maxTagCount="responsive"
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 240 }}
      value={def.parameters === 'one' ? query.parameter[0] : query.parameter}
      options={parameters.map((p) => ({ value: p.code, label: `${p.name} (${p.unit})` }))}
      onChange={(v: string | string[] | undefined) =>
        set({ parameter: ([] as string[]).concat(v ?? []).join(',') || undefined })
      }
    />
  );
}
