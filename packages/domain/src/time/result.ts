/** The answer of a helper that can refuse its input: the value, or an error code for the UI. */
export type Result<T, C extends string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: C };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail<C extends string>(code: C): { readonly ok: false; readonly code: C } {
  return { ok: false, code };
}
