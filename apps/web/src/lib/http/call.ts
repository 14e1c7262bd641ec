import type {
  CallAnswer,
  CallBody,
  CallHeaders,
  CallParams,
  CallQuery,
  CallShape,
} from '@portal/contract';
import { request, type Query, type RequestOptions } from './client';

/** How one call is sent beyond its data; the method and path come from the declaration. */
export type CallOptions = Pick<
  RequestOptions,
  'signal' | 'quiet' | 'ignoreUnauthorized' | 'timeoutMs'
>;

// a part the declaration leaves out cannot be sent; one whose fields are all optional may be
// left out
type Part<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: never }
  : undefined extends V
    ? { [P in K]?: V }
    : Record<never, never> extends V
      ? { [P in K]?: V }
      : { [P in K]: V };

// headers a call declares (the Idempotency-Key of a money move) must be sent; their names are
// not typed, since HTTP header names ignore case and the declaration spells them in lower case
type HeadersPart<V> = [V] extends [undefined]
  ? { headers?: Record<string, string> }
  : { headers: Record<string, string> };

/** Path params, query, body and headers of a call, typed by its declaration, plus the options. */
export type CallInput<C extends CallShape> = Part<'params', CallParams<C>> &
  Part<'query', CallQuery<C>> &
  Part<'body', CallBody<C>> &
  HeadersPart<CallHeaders<C>> &
  CallOptions;

/** What the promise holds: the envelope's data, or nothing for a file (the browser saves it). */
export type CallResult<C extends CallShape> = C['answer'] extends 'file' ? void : CallAnswer<C>;

// the input may be left out only when nothing in it is required
type InputArgs<C extends CallShape> =
  Record<string, never> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The declared path with each `:name` filled from `params`, URL-encoded. */
export function fillPath(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(PATH_PARAM, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Path parameter '${name}' of ${path} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Makes one declared call through the one HTTP client (time-out, spec "The error catalogue" toasts, 401 and
 * availability handling, downloads), so no path, method or answer type is written by hand.
 */
export function callApi<C extends CallShape>(
  call: C,
  ...[input]: InputArgs<C>
): Promise<CallResult<C>> {
  const { params, query, body, ...options } = (input ?? {}) as CallOptions & {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    headers?: Record<string, string>;
  };
  // the server reads a JSON object from every POST and PUT, even an empty one
  const sendsBody = call.method === 'POST' || call.method === 'PUT';
  return request<CallResult<C>>(fillPath(call.path, params), {
    ...options,
    method: call.method,
    query: query as Query | undefined,
    body: sendsBody ? (body ?? {}) : body,
  });
}

/** A file call's answer as a Blob, to play or show in the page, instead of saved by the browser. */
export function callApiBlob(
  call: CallShape & { method: 'GET' },
  params: unknown,
  options: CallOptions = {},
): Promise<Blob> {
  return request<Blob>(fillPath(call.path, params), { ...options, method: 'GET', asBlob: true });
}
