import type { QueryChoices, QueryStation } from '@eqmp/domain';
import type { QueryState } from './query-state';

type Option = { value: string; label: string };
type Filters = Pick<QueryState, 'states' | 'basins' | 'rivers' | 'categories' | 'stations'>;

const within = (chosen: readonly string[], value: number | string | null) =>
  chosen.length === 0 || (value !== null && chosen.includes(String(value)));

/**
 * The filter lists narrowed by the filters above them (state → basin → river → stations, with
 * the category beside them): a basin is offered when one of its stations is in a chosen state,
 * and so on down to the stations.
 */
export function cascadeChoices(choices: QueryChoices, f: Filters) {
  const inStates = choices.stations.filter((s) => within(f.states, s.stateId));
  const inBasins = inStates.filter((s) => within(f.basins, s.basinId));
  const inRivers = inBasins.filter((s) => within(f.rivers, s.riverId));
  const stations = inRivers.filter((s) => within(f.categories, s.category));
  const ids = (list: QueryStation[], key: 'basinId' | 'riverId') =>
    new Set(
      list
        .map((s) => s[key])
        .filter((v) => v !== null)
        .map(String),
    );
  const basinIds = ids(inStates, 'basinId');
  const riverIds = ids(inBasins, 'riverId');
  const options = (list: { id: number; name: string }[], keep: Set<string>): Option[] =>
    list.filter((x) => keep.has(String(x.id))).map((x) => ({ value: String(x.id), label: x.name }));
  return {
    states: choices.states.map((s) => ({ value: String(s.id), label: s.name })),
    basins: options(choices.basins, basinIds),
    rivers: options(choices.rivers, riverIds),
    categories: choices.categories.map((c) => ({ value: c, label: c })),
    stations: stations.map((s) => ({ value: s.id, label: `${s.id} — ${s.name}` })),
  };
}

/**
 * After a filter changes, drops the choices below it that are no longer offered, so the query
 * never names a basin, river or station outside the chosen states.
 */
export function pruneFilters<T extends Filters>(choices: QueryChoices, f: T): T {
  const offered = cascadeChoices(choices, f);
  const keep = (chosen: string[], options: Option[]) =>
    chosen.filter((v) => options.some((o) => o.value === v));
  const basins = keep(f.basins, offered.basins);
  const rivers = keep(f.rivers, cascadeChoices(choices, { ...f, basins }).rivers);
  const stations = keep(f.stations, cascadeChoices(choices, { ...f, basins, rivers }).stations);
  return { ...f, basins, rivers, stations };
}
