import {
  API,
  apiPath,
  type ApiAnswer,
  type ApiInput,
  type ApiName,
  type ErrorBody,
} from '@eqmp/domain';
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

/** What a form shows of a refusal: each field's problem, or the server's message when it names none. */
export function problemsOf(error: ApiError): string[] {
  const issues = error.issues ?? [];
  return issues.length > 0 ? issues.map((i) => i.message) : [error.message];
}

type TokenSource = () => string | null;
let tokenSource: TokenSource = () => null;

/** The session tells the client where the current bearer token comes from. */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

type HeaderSource = () => Record<string, string>;
let extraHeaders: HeaderSource = () => ({});

/** Headers every call carries besides the bearer token (the SOJ session's token, when there is one). */
export function setExtraHeaders(source: HeaderSource): void {
  extraHeaders = source;
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

/** Sends a request with the chosen language and the bearer token, and reads the answer or the error. */
async function send<T>(
  path: string,
  method: string,
  body: BodyInit | null,
  contentType: string | null,
  options: Pick<RequestOptions, 'token' | 'signal'>,
): Promise<T> {
  const token = options.token === undefined ? tokenSource() : options.token;
  const headers: Record<string, string> = {
    ...extraHeaders(),
    'accept-language': LANGUAGE_TAGS[storedLanguage()],
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (contentType) headers['content-type'] = contentType;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body,
      signal: options.signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', err instanceof Error ? err.message : String(err));
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ErrorBody>;
    if (response.status === 401 && token) onUnauthorized();
    throw new ApiError(
      response.status,
      error.code ?? 'UNKNOWN',
      error.message ?? response.statusText,
      error.issues,
    );
  }
  return data as T;
}

/** The one HTTP client: JSON in and out, the chosen language, the bearer token, typed errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const json = options.body !== undefined;
  return send<T>(
    path,
    options.method ?? (json ? 'POST' : 'GET'),
    json ? JSON.stringify(options.body) : null,
    json ? 'application/json' : null,
    options,
  );
}

/** How a call is sent, beside its contract's input. */
export type CallOptions = Pick<RequestOptions, 'token' | 'signal'>;

/**
 * The input of a call: what the entry's contract asks for, or, for a list whose filters live in
 * the page's address, that address's query text as it stands (`search`, see `pagingQuery`),
 * which the server checks against the same contract.
 */
export type CallInput<N extends ApiName> = ApiInput<(typeof API)[N]> & { readonly search?: string };

/** The input argument is optional only when the entry asks for nothing that is required. */
type CallArgs<N extends ApiName> =
  Record<never, never> extends CallInput<N>
    ? [input?: CallInput<N>, options?: CallOptions]
    : [input: CallInput<N>, options?: CallOptions];

type QueryInput = Parameters<typeof apiPath>[2];

/**
 * Calls the API entry `name` with the input its contract asks for (path parameters, query,
 * body) and answers what its contract promises: the method, URL and both types come from the
 * entry in `packages/domain`, so a call that does not fit the route does not compile.
 */
export async function callApi<N extends ApiName>(
  name: N,
  ...[input, options]: CallArgs<N>
): Promise<ApiAnswer<(typeof API)[N]>> {
  const body = input?.body;
  return apiRequest(callPath(name, input), {
    ...options,
    method: API[name].method,
    ...(body === undefined ? {} : { body }),
  });
}

/** The path of a call's input (see {@link callApi}). */
function callPath(name: ApiName, input: unknown): string {
  const { params, query, search } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: QueryInput;
    search?: string;
  };
  const path = apiPath(name, params, query);
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** Uploads one file as `multipart/form-data` (field `file`) to an entry, otherwise exactly like {@link callApi}. */
export async function uploadApi<N extends ApiName>(
  name: N,
  input: CallInput<N>,
  file: File,
): Promise<ApiAnswer<(typeof API)[N]>> {
  return send(callPath(name, input), API[name].method, fileForm(file), null, {});
}

function fileForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/**
 * Uploads one file as `multipart/form-data` (field `file`) reporting its progress (0–100); XHR
 * because `fetch` cannot report upload progress. Errors are the same {@link ApiError}s.
 */
export function uploadApiWithProgress<N extends ApiName>(
  name: N,
  input: CallInput<N>,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ApiAnswer<(typeof API)[N]>> {
  return xhrUpload(API[name].method, callPath(name, input), file, onProgress);
}

function xhrUpload<T>(
  method: string,
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('accept-language', LANGUAGE_TAGS[storedLanguage()]);
    const token = tokenSource();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', xhr.statusText || 'Network error'));
    xhr.onload = () => {
      const data: unknown = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const error = (data ?? {}) as Partial<ErrorBody>;
      if (xhr.status === 401 && token) onUnauthorized();
      reject(
        new ApiError(
          xhr.status,
          error.code ?? 'UNKNOWN',
          error.message ?? xhr.statusText,
          error.issues,
        ),
      );
    };
    xhr.send(fileForm(file));
  });
}

/** Fetches a file with the bearer token and the language; a refusal is thrown as an `ApiError`. */
async function fetchFileWithToken(path: string, signal?: AbortSignal): Promise<Response> {
  const token = tokenSource();
  const headers: Record<string, string> = { 'accept-language': LANGUAGE_TAGS[storedLanguage()] };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE}${path}`, { headers, signal: signal ?? null });
  if (!response.ok) {
    const error = (safeJson(await response.text()) ?? {}) as Partial<ErrorBody>;
    throw new ApiError(
      response.status,
      error.code ?? 'UNKNOWN',
      error.message ?? response.statusText,
    );
  }
  return response;
}

/** Fetches a file with the bearer token and saves it under the name the server gives (or `fallbackName`). */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const response = await fetchFileWithToken(path);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = encoded ? decodeURIComponent(encoded) : fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a file with the bearer token, as a Blob (for showing it in the page, e.g. a PDF viewer). */
export async function fetchBlobWithToken(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetchFileWithToken(path, signal);
  return response.blob();
}
