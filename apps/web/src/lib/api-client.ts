import type { ErrorBody } from '@eqmp/domain';
import { LANGUAGE_TAGS } from '@eqmp/locales';
import { storedLanguage } from './preferences';

/**
 * The base host of every call (spec §7: a test host, a government host, or the relative root).
 * Set `VITE_API_BASE` when building for a host other than the one serving the app.
 */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

/** An answer other than 2xx, with the server's message in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ErrorBody['issues'] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TokenSource = () => string | null;
let tokenSource: TokenSource = () => null;

/** The session tells the client where the current bearer token comes from. */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

let onUnauthorized: () => void = () => {};

/** Called when a call that carried a token is answered 401: the session has ended. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    onUnauthorized = () => {};
  };
}

export interface RequestOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly body?: unknown;
  readonly token?: string | null;
  readonly signal?: AbortSignal;
}

/** The one HTTP client: JSON in and out, the chosen language, the bearer token, typed errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? tokenSource() : options.token;
  const headers: Record<string, string> = { 'accept-language': LANGUAGE_TAGS[storedLanguage()] };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', err instanceof Error ? err.message : String(err));
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = (data ?? {}) as Partial<ErrorBody>;
    if (response.status === 401 && token) onUnauthorized();
    throw new ApiError(response.status, body.code ?? 'UNKNOWN', body.message ?? response.statusText, body.issues);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
