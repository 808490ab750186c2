/**
 * A list's filters as query text, each given value once, in the order given; an empty or absent
 * value is left out. For filters read from the page's address and checked by the server against
 * the route's contract (`callApi(name, { search })`).
 */
export function queryText(filters: Readonly<Record<string, string | number | undefined>>): string {
  const text = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') text.append(key, String(value));
  return text.toString();
}
