import { useSearchParams } from 'react-router';

/** A page's filters kept in the URL (shareable, bookmarkable); an empty value removes the key. */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  return { get: (name: string) => params.get(name) ?? undefined, set };
}
