import dayjs from 'dayjs';

/**
 * Input typed into a form that was not saved when the session ended. While a form is open it is
 * registered here; when the session ends (a 401 on a save or on the renewal) every open form that
 * holds input is kept in sessionStorage (this tab), keyed by page and form, with the username it
 * belongs to. After signing in again the same user gets it back when the form opens again
 * (`useFormDraft`); it is taken once.
 */
const PREFIX = 'draft_eqmp:';

type Reader = () => unknown;
const openForms = new Map<string, Reader>();

/** The storage key of a form on a page. */
export function draftKey(path: string, form: string): string {
  return `${PREFIX}${path}#${form}`;
}

/** Registers an open form; `read` answers its values, or undefined when nothing was typed. */
export function registerDraft(key: string, read: Reader): () => void {
  openForms.set(key, read);
  return () => {
    if (openForms.get(key) === read) openForms.delete(key);
  };
}

/** The session ended: keeps the input of every open form for `owner`. Answers how many were kept. */
export function keepOpenDrafts(owner: string): number {
  let kept = 0;
  for (const [key, read] of openForms) {
    const values = read();
    if (values === undefined) continue;
    try {
      sessionStorage.setItem(key, JSON.stringify({ owner, values: encode(values) }));
      kept += 1;
    } catch {
      // Storage full or unavailable: nothing more can be kept.
    }
  }
  return kept;
}

/** The kept input of a form for `owner`, removed from storage; undefined when there is none. */
export function takeDraft(key: string, owner: string): Record<string, unknown> | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { owner?: unknown; values?: unknown };
    if (parsed.owner !== owner) return undefined;
    sessionStorage.removeItem(key);
    const values = decode(parsed.values);
    return values && typeof values === 'object' ? (values as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether this tab keeps the input of any form (the sign-in page says so). */
export function hasKeptDrafts(): boolean {
  try {
    for (let i = 0; i < sessionStorage.length; i += 1)
      if (sessionStorage.key(i)?.startsWith(PREFIX)) return true;
  } catch {
    // Storage unavailable: nothing was kept.
  }
  return false;
}

const DAY_TAG = '$dayjs';

/** JSON for form values: picker values as wall-clock text; files and passwords left out. */
function encode(value: unknown): unknown {
  // A picker's wall-clock value, kept as such (no zone), so it comes back as the same day and time.
  if (dayjs.isDayjs(value)) return { [DAY_TAG]: value.format('YYYY-MM-DDTHH:mm:ss.SSS') };
  if (value instanceof Date) return { [DAY_TAG]: dayjs(value).format('YYYY-MM-DDTHH:mm:ss.SSS') };
  if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        // A password is never kept, whatever the form calls it.
        .filter(([k]) => !/password/i.test(k))
        .map(([k, v]) => [k, encode(v)] as const)
        .filter(([, v]) => v !== undefined),
    );
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const tagged = (value as Record<string, unknown>)[DAY_TAG];
    if (typeof tagged === 'string') return dayjs(tagged);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
  }
  return value;
}
