import { isApiError, type ApiError } from '../model/apiError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const FAILURE_MESSAGES: Record<HttpMethod, string> = {
  GET: 'Could not load',
  POST: 'Could not post',
  PUT: 'Could not put',
  DELETE: 'Could not delete',
};

/** A multipart body (the browser's FormData), passed through untouched. */
export interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
}

/** What the client passes to fetch: method, a plain header record, and a JSON string or multipart body. */
export interface FetchInit {
  method?: string;
  headers?: object;
  body?: unknown;
}

/** The part of a fetch Response the client reads. */
export interface FetchResponse {
  readonly status: number;
  /** the answer's headers (a fetch Response has them; a stub may leave them out) */
  readonly headers?: { get(name: string): string | null };
  text(): Promise<string>;
}

// Declared as a method, so that its parameters compare bivariantly: the DOM's and Node's fetch fit.
interface FetchSignature {
  fetch(url: string, init?: FetchInit): Promise<FetchResponse>;
}
export type FetchLike = FetchSignature['fetch'];

/** Rejection of every failed call: not answered, or answered with a status other than 200. */
export class RestError extends Error {
  override readonly name = 'RestError';
  readonly method: HttpMethod;
  readonly url: string;
  /** 0 when no answer arrived. */
  readonly status: number;
  /** The answer's body: parsed JSON, else its text. */
  readonly body: unknown;

  constructor(method: HttpMethod, url: string, status: number, body: unknown, cause?: unknown) {
    super(FAILURE_MESSAGES[method], cause === undefined ? undefined : { cause });
    this.method = method;
    this.url = url;
    this.status = status;
    this.body = body;
  }

  /** The API's `{ error: { code, message, field } }`, when the body holds one. */
  get apiError(): ApiError['error'] | undefined {
    return isApiError(this.body) ? this.body.error : undefined;
  }
}

export interface RestClientOptions {
  /** Prefix of every path: "" for the same origin, or "https://host". */
  baseUrl: string;
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** A password-protected test's token (POST /rest/invitation/{hash}/password.json), sent as X-Invitation-Token. */
  getInvitationToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Called on every failure, before the call rejects. */
  onError?: (error: RestError) => void;
  /** Called on a 401 answer (before onError). */
  onUnauthorized?: (error: RestError) => void;
}

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart instead of `body`. */
  form?: FormDataLike;
  /** Headers of this call only (e.g. X-Comment-Key). */
  headers?: Record<string, string>;
  /** Reads headers of a successful answer (e.g. X-Revision), before the call resolves. */
  onHeaders?: (header: (name: string) => string | null) => void;
}

export type RequestFn = <T>(method: HttpMethod, path: string, options?: RequestOptions) => Promise<T>;

/** Builds a path from a template, encoding each parameter as one segment. */
export function path(strings: TemplateStringsArray, ...params: (string | number)[]): string {
  return strings.reduce((out, part, i) => out + encodeURIComponent(String(params[i - 1])) + part);
}

function toUrl(baseUrl: string, target: string, query: Record<string, QueryValue> = {}): string {
  const base = /^https?:\/\//.test(target)
    ? target
    : baseUrl.replace(/\/+$/, '') + (target.startsWith('/') ? '' : '/') + target;
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? base : `${base}${base.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

function parseBody(text: string): { json: boolean; value: unknown } {
  if (text === '') return { json: true, value: undefined };
  try {
    return { json: true, value: JSON.parse(text) };
  } catch {
    return { json: false, value: text };
  }
}

export function createRequest(options: RestClientOptions): RequestFn {
  const fetchImpl = options.fetch ?? (globalThis as { fetch?: FetchLike }).fetch;
  if (!fetchImpl) throw new Error('createRestClient: no fetch available, pass one in the options');

  return async function request<T>(
    method: HttpMethod,
    target: string,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const url = toUrl(options.baseUrl, target, requestOptions.query);
    const headers: Record<string, string> = { Accept: 'application/json', ...requestOptions.headers };
    const token = await options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const invitationToken = await options.getInvitationToken?.();
    if (invitationToken) headers['X-Invitation-Token'] = invitationToken;
    let body: string | FormDataLike | undefined;
    if (requestOptions.form) {
      body = requestOptions.form; // fetch sets the multipart boundary itself
    } else if (requestOptions.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(requestOptions.body);
    }

    let error: RestError;
    try {
      const response = await fetchImpl(url, { method, headers, body });
      const parsed = parseBody(await response.text());
      if (response.status === 200 && parsed.json) {
        requestOptions.onHeaders?.((name) => response.headers?.get(name) ?? null);
        return parsed.value as T;
      }
      error = new RestError(method, url, response.status, parsed.value);
    } catch (cause) {
      error = new RestError(method, url, 0, undefined, cause);
    }
    if (error.status === 401) options.onUnauthorized?.(error);
    options.onError?.(error);
    throw error;
  };
}
