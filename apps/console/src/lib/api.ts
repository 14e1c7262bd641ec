import {
  CONSOLE_API_BASE_PATH,
  CONSOLE_TOKEN_HEADER,
  type CallAnswer,
  type CallBody,
  type CallParams,
  type CallQuery,
  type ConsoleCallShape,
} from '@portal/contract';
import { ApiError } from './api-error';
import { fileNameOf, saveBlob } from './download';
import { currentLocale } from './i18n';
import { endSession, sessionToken } from './session';

type Part<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: never }
  : undefined extends V
    ? { [P in K]?: V }
    : Record<never, never> extends V
      ? { [P in K]?: V }
      : { [P in K]: V };

/** Params, query and body of a call, typed by its declaration, and extra headers. */
export type ConsoleInput<C extends ConsoleCallShape> = Part<'params', CallParams<C>> &
  Part<'query', CallQuery<C>> &
  Part<'body', CallBody<C>> & { headers?: Record<string, string>; signal?: AbortSignal };

/** The envelope's data, or nothing for a file (the browser saves it). */
export type ConsoleResult<C extends ConsoleCallShape> = C['answer'] extends 'file'
  ? void
  : CallAnswer<C>;

type InputArgs<C extends ConsoleCallShape> =
  Record<string, never> extends ConsoleInput<C>
    ? [input?: ConsoleInput<C>]
    : [input: ConsoleInput<C>];

/** The name a file call's answer is saved under when the server names none. */
export const FILE_NAMES: Record<string, string> = {
  '/audit/export': 'audit.csv',
  '/batches/:id/bank-file': 'bank-file.csv',
  '/members/:id/personal-data': 'personal-data.json',
  '/orders/pick-list': 'pick-list.pdf',
  '/disclosures/:id/pdf': 'income-disclosure.pdf',
  '/reports/:report/csv': 'report.csv',
};

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

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

export function queryString(query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface Envelope {
  code: number;
  data: unknown;
  msg: string;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number'
  );
}

async function readEnvelope(response: Response): Promise<Envelope> {
  const body: unknown = await response.json().catch(() => null);
  if (isEnvelope(body)) return body;
  return { code: response.ok ? 500 : response.status, data: null, msg: response.statusText };
}

/**
 * Makes one declared console call: fills the `:name` params, the query and the JSON body, sends
 * the session token and the language, and hands back the envelope's data or throws an ApiError.
 * A 401 of an operator call ends the session (the guard then shows the sign-in page).
 */
export async function callConsole<C extends ConsoleCallShape>(
  call: C,
  ...[input]: InputArgs<C>
): Promise<ConsoleResult<C>> {
  const { params, query, body, headers, signal } = (input ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };
  const sendsBody = call.method === 'POST' || call.method === 'PUT';
  const all: Record<string, string> = { 'Accept-Language': currentLocale(), ...headers };
  const token = sessionToken();
  if (token) all[CONSOLE_TOKEN_HEADER] = token;
  if (sendsBody) all['Content-Type'] = 'application/json';
  const url = `${CONSOLE_API_BASE_PATH}${fillPath(call.path, params)}${queryString(query)}`;
  const response = await fetch(url, {
    method: call.method,
    headers: all,
    body: sendsBody ? JSON.stringify(body ?? {}) : undefined,
    signal,
  });
  if (response.status === 401 && call.access !== 'public') endSession();
  const json = response.headers.get('content-type')?.includes('application/json') ?? false;
  if (call.answer === 'file' && response.ok && !json) {
    const named = fileNameOf(response.headers.get('content-disposition'));
    saveBlob(await response.blob(), named ?? FILE_NAMES[call.path] ?? 'download');
    return undefined as ConsoleResult<C>;
  }
  const answer = await readEnvelope(response);
  if (answer.code !== 0 || !response.ok) {
    throw new ApiError(answer.code || response.status, answer.msg, response.status, answer.data);
  }
  return answer.data as ConsoleResult<C>;
}
