import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readMapState, writeMapState, type MapUrlState } from '../utils/map-url-state';

/** The map view as the URL holds it, and a change of part of it (replacing the history entry). */
export function useMapUrlState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readMapState(params), [params]);
  const update = useCallback(
    (patch: Partial<MapUrlState>) => {
      setParams((current) => writeMapState(current, { ...readMapState(current), ...patch }), {
        replace: true,
      });
    },
    [setParams],
  );
  return { state, update };
}
