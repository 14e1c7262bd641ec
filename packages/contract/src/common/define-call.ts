import type { z } from 'zod';
import type { ErrorKey } from './errors.js';

/**
 * One declaration per API call: the server registers its route from it, the OpenAPI
 * document is generated from it, and the web calls it through one typed helper. No call path or
 * answer type is written anywhere else.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make the call: anyone, only a signed-in member (deny by default), or only a signed-in
 * operator of the console (its own API base path and session; see contract/src/console).
 */
export type CallAccess = 'public' | 'member' | 'operator';

/**
 * What kind of record the call touches, so the generated authorization matrix can build an owner,
 * a stranger in the same company and a member of another company for it:
 * - `none`: nothing member-owned (public data, the company's own settings, the caller's session);
 * - `self`: only the signed-in member's own data, found from the session, with no id in the request;
 * - any other kind: a member-owned record named by an id or a member parameter in the request.
 * A new kind is added here together with its fixture in the matrix test.
 */
export type CallRecord =
  | 'none'
  | 'self'
  | 'bankAccount'
  | 'withdrawal'
  | 'transfer'
  | 'message'
  | 'member'
  | 'cartItem'
  // orders
  | 'order'
  // addresses
  | 'address'
  // payment
  | 'paymentAttempt'
  // organization: a node of a member's downline in the placement or sponsor tree
  | 'treeNode'
  // autoship: one of the member's scheduled orders
  | 'autoship';

/** How the answer is sent: the `{code, data, msg}` envelope (default), or a file download. */
export type CallAnswerKind = 'envelope' | 'file';

export interface CallShape {
  method: HttpMethod;
  /** Fastify-style path under API_BASE_PATH, params as `:name` */
  path: string;
  access: CallAccess;
  record: CallRecord;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** bytes a request body may have when more than the server's default (a picture upload) */
  bodyLimit?: number;
  /** request headers the call needs besides the session token (e.g. `Idempotency-Key`) */
  headers?: z.ZodType;
  /** schema of the envelope's `data` (for `file`, of nothing: the body is the file) */
  response: z.ZodType;
  answer?: CallAnswerKind;
  /** OpenAPI grouping and one-line description */
  tags: readonly string[];
  summary?: string;
  /** a long-lived server-sent-events answer: fuzzers and matrices must not wait on it */
  stream?: boolean;
  /** kept for older clients only; the OpenAPI document marks it deprecated */
  deprecated?: boolean;
  /**
   * The contract errors its service answers besides those the declaration already implies
   * (see `callErrors`): the OpenAPI document lists them as the call's 4XX answers.
   */
  errors?: readonly ErrorKey[];
  /** a console call: the permission the operator must hold (see contract/src/console) */
  permission?: string;
}

/** Declares one call; the identity function keeps the literal types for inference. */
export function defineCall<const C extends CallShape>(call: C): C {
  return call;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the web sends for a call: typed path params, query and body, each only when declared. */
export type CallParams<C extends CallShape> = InputOf<C['params']>;
export type CallQuery<C extends CallShape> = InputOf<C['query']>;
export type CallBody<C extends CallShape> = InputOf<C['body']>;

/** The `data` of a successful answer, as the server sends it. */
export type CallAnswer<C extends CallShape> = z.output<C['response']>;

/** The request headers a call declares (undefined when it needs none beyond the session). */
export type CallHeaders<C extends CallShape> = InputOf<C['headers']>;
