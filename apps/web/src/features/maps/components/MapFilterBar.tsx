import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MultiSelectAll } from '../../../components/MultiSelectAll';
import type { MapFilters } from '@eqmp/domain';
import type { MapUrlState } from '../utils/map-url-state';
import type { ViewerConfig } from '../utils/viewer-config';

type Filter = MapUrlState['filter'];

/**
 * The viewer's filters (state, basin, river, station category), each with select-all. Choosing
 * states narrows the basins and rivers offered to those of the chosen states.
 */
export function MapFilterBar({
  config,
  options,
  value,
  onChange,
}: {
  config: ViewerConfig;
  options: MapFilters | undefined;
  value: Filter;
  onChange: (filter: Filter) => void;
}) {
  const { t } = useTranslation();
  const states = options?.states ?? [];
  const basins = (options?.basins ?? []).filter(
    (b) => value.state.length === 0 || b.stateNames.some((s) => value.state.includes(s)),
  );
  const rivers = (options?.rivers ?? []).filter((r) =>
    value.basin.length === 0
      ? basins.some((b) => b.name === r.basin)
      : r.basin !== null && value.basin.includes(r.basin),
  );
  const asOptions = (names: readonly string[]) =>
    names.map((name) => ({ value: name, label: name }));
  const lists = {
    state: asOptions(states.map((s) => s.name)),
    basin: asOptions(basins.map((b) => b.name)),
    river: asOptions(rivers.map((r) => r.name)),
    category: asOptions(options?.categories ?? []),
  };
  return (
    <Space wrap size={8}>
      {config.filters.map((key) => (
        <MultiSelectAll
          key={key}
          testId={`map-filter-${key}`}
          placeholder={t(`maps:filter.${key}`)}
          options={lists[key]}
          value={value[key]}
          style={{ width: 220 }}
          onChange={(next) =>
            onChange({
              ...value,
              [key]: next,
              ...(key === 'state'
                ? { basin: [], river: [] }
                : key === 'basin'
                  ? { river: [] }
                  : {}),
            })
          }
        />
      ))}
    </Space>
  );
}
