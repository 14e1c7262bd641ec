import {
  API_BASE_PATH,
  API_CODE,
  DEFAULT_LANGUAGE,
  DEFAULT_PLATFORM,
  HEADER,
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODE,
} from '@portal/contract';
import { COOKIE, readCookie, readToken } from '../session/cookies';
import { ApiError, NetworkError } from './api-error';
import { markServiceAvailable, markServiceUnavailable } from './availability';
import { fileNameFromDisposition, saveBlob } from './download';
import { httpHandlers } from './handlers';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** reject without the spec "The error catalogue" toasts (status re-fetch, translations) */
  quiet?: boolean;
  /** a 401 here means "not allowed", not "session timed out" (silent login tickets) */
  ignoreUnauthorized?: boolean;
  /** extra headers of one call, e.g. the Idempotency-Key of a money-moving request */
  headers?: Record<string, string>;
  /** a file answer is handed back as a Blob (a video to play) instead of saved */
  asBlob?: boolean;
}

/** URLs of this kind pass a code 500 through untouched (spec "The error catalogue"). */
const PASS_THROUGH_500 = 'checkTempApply';
const OCTET_STREAM = 'application/octet-stream';

export function apiUrl(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE_PATH}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/** The spec "The calls the product makes" headers; the second session header carries the same token, blank when absent. */
export function requestHeaders(hasBody: boolean): Record<string, string> {
  const token = readToken();
  const headers: Record<string, string> = {
    [HEADER.token]: token,
    [HEADER.sessionToken]: token,
    [HEADER.platformName]: readCookie(COOKIE.platformName) ?? DEFAULT_PLATFORM,
    [HEADER.acceptLanguage]: readCookie(COOKIE.language) ?? DEFAULT_LANGUAGE,
    Accept: 'application/json',
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

async function send(url: string, options: RequestOptions): Promise<Response> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal
    ? AbortSignal.any([options.signal, timeout.signal])
    : timeout.signal;
  const hasBody = options.body !== undefined;
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers: { ...requestHeaders(hasBody), ...options.headers },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: 'include',
      signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

function failNetwork(options: RequestOptions, cause: unknown): never {
  if (!options.quiet) httpHandlers().onNetworkError();
  throw new NetworkError(cause);
}

function reject(url: string, options: RequestOptions, code: number, data: unknown, msg: string) {
  const handlers = httpHandlers();
  if (code === API_CODE.UNAVAILABLE) {
    markServiceUnavailable();
  } else if (code === API_CODE.UNAUTHORIZED && !options.ignoreUnauthorized && readToken()) {
    handlers.onUnauthorized();
  } else if (code === API_CODE.SERVER_ERROR && !options.quiet && !url.includes(PASS_THROUGH_500)) {
    handlers.onServerError(msg);
  }
  return new ApiError(code, data, msg);
}

/** The one HTTP client: spec "The calls the product makes" headers and time-out, spec "The error catalogue" outcomes, downloads. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  let response: Response;
  try {
    response = await send(url, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    failNetwork(options, error);
  }
  // a file answer: octet-stream, or a typed file the server offers as an attachment (a PDF)
  const attachment = /^\s*attachment/i.test(response.headers.get('content-disposition') ?? '');
  if (attachment || response.headers.get('content-type')?.includes(OCTET_STREAM)) {
    if (options.asBlob) return (await response.blob()) as T;
    const name = fileNameFromDisposition(response.headers.get('content-disposition'));
    saveBlob(await response.blob(), name);
    return undefined as T;
  }
  let body: { code?: unknown; data?: unknown; msg?: unknown };
  try {
    body = (await response.json()) as typeof body;
  } catch (error) {
    failNetwork(options, error);
  }
  if (typeof body?.code !== 'number') failNetwork(options, body);
  if (body.code === SUCCESS_CODE) {
    markServiceAvailable();
    return body.data as T;
  }
  throw reject(url, options, body.code, body.data, typeof body.msg === 'string' ? body.msg : '');
}
