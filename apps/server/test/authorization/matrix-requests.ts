import { API_BASE_PATH, HEADER, MESSAGE_DETAIL_MARK, MESSAGE_TYPE } from '@portal/contract';
// payment
import { SANDBOX_CHALLENGE_CODE } from '@portal/contract';
import type { NamedCall } from '@portal/contract';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../helpers/test-app.js';
import { TEST_PIN } from '../wallet/factories.js';
import type { Person } from './matrix-world.js';
// orders
import { orderNoOf, orderTotalOf } from './matrix-orders.js';

/** What the matrix sends for one call, apart from the token and the Idempotency-Key. */
export interface MatrixRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

/** Builds the request of a record call naming record `id`, made by `caller`. */
export type RequestOf = (id: number, caller: Person) => MatrixRequest;

const byId: RequestOf = (id) => ({ params: { id } });

/**
 * Where each record call names its record, and the rest of a body that would succeed for the
 * owner. A call taking only `:id` in its path needs no entry; any other record call without one
 * fails the matrix.
 */
const REQUESTS: Record<string, RequestOf> = {
  'wallet.transferRecipient': (id) => ({ query: { member: String(id) } }),
  // to oneself bonus → e-product, to anyone else bonus → bonus (the only allowed pairs)
  'wallet.transfer': (id, caller) => ({
    body: {
      toMemberId: id,
      fromAccount: 'bonus',
      toAccount: id === caller.id ? 'eproduct' : 'bonus',
      amount: '1.00',
      pin: TEST_PIN,
    },
  }),
  'bank.update': (id) => ({
    params: { id },
    body: {
      pin: TEST_PIN,
      bankName: 'Changed Bank',
      accountType: 'savings',
      holderName: 'Changed Holder',
    },
  }),
  'wallet.withdrawalUpdate': (id) => ({ params: { id }, body: { amount: '90.00', pin: TEST_PIN } }),
  'cart.update': (id) => ({ params: { id, qty: 2 } }),
  'cart.delete': (id) => ({ query: { id: String(id) } }),
  'message.detail': (id) => ({
    params: { a: id, b: MESSAGE_TYPE.personal, c: MESSAGE_DETAIL_MARK.peek },
  }),
  // orders: named by order number
  'order.detail': (id) => ({ params: { orderNo: orderNoOf(id) } }),
  'order.cancel': (id) => ({ params: { orderNo: orderNoOf(id) } }),
  'order.paymentStatus': (id) => ({ params: { orderNo: orderNoOf(id) } }),
  'order.pay': (id) => ({
    params: { orderNo: orderNoOf(id) },
    body: { method: 'ewallet', amount: orderTotalOf(id), account: 'bonus', pin: TEST_PIN },
  }),
  // addresses: the id travels in the body (spec "The calls the product makes")
  'address.update': (id) => ({
    body: {
      id,
      receiveName: 'Changed Receiver',
      countryCode: 'US',
      stateId: 840_005,
      city: 'San Diego',
      zip: '92101',
      address1: '1 Harbor Drive',
      contactNumber: '(213) 373-4253',
    },
  }),
  // autoship: a change the owner may make to a fresh autoship
  'autoship.update': (id) => ({ params: { id }, body: { schedule: { kind: 'monthDay', day: 5 } } }),
  'autoship.runs': (id) => ({ params: { id }, query: { pageNum: '1', pageSize: '10' } }),
  // invoice: the owner's invoice calls name the order by number too
  'invoice.invoice': (id) => ({ params: { orderNo: orderNoOf(id) } }),
  'invoice.pdf': (id) => ({ params: { orderNo: orderNoOf(id) } }),
  'invoice.link': (id) => ({ params: { orderNo: orderNoOf(id) } }),
  // payment
  'payment.challenge': (id) => ({ params: { id }, body: { code: SANDBOX_CHALLENGE_CODE } }),
  // organization
  'organization.page': (id) => ({ params: { tree: 'placement' }, query: { root: String(id) } }),
  'organization.children': (id) => ({ params: { tree: 'sponsor' }, query: { parent: String(id) } }),
  'organization.placementExtreme': (id) => ({ query: { side: 'L', root: String(id) } }),
};

/** The request builder of a record call, or undefined when the matrix cannot build one. */
export function requestOf(call: NamedCall): RequestOf | undefined {
  if (REQUESTS[call.id]) return REQUESTS[call.id];
  const onlyId =
    call.params instanceof z.ZodObject &&
    Object.keys(call.params.shape).join() === 'id' &&
    !call.body &&
    !call.query;
  return onlyId ? byId : undefined;
}

/** Sends one call through the whole HTTP stack; `token: null` sends none. */
export function send(t: TestApp, call: NamedCall, request: MatrixRequest, token: string | null) {
  const path = call.path.replace(/:(\w+)/g, (_m, name: string) =>
    String(request.params?.[name] ?? 1),
  );
  return t.app.inject({
    method: call.method,
    url: `${API_BASE_PATH}${path}`,
    query: request.query,
    headers: {
      ...(token === null ? {} : { [HEADER.token]: token }),
      // every money-moving call declares the key; a fresh one makes each request a new attempt
      ...(call.headers ? { [HEADER.idempotencyKey]: randomUUID() } : {}),
    },
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

/** What a refused answer tells the caller: the status, the code and the error key. */
export function answerOf(res: {
  statusCode: number;
  body: string;
  headers?: Record<string, unknown>;
}) {
  // a file download (the invoice PDF) carries no envelope: its 200 is the owner's success
  const type = String(res.headers?.['content-type'] ?? '');
  if (res.statusCode === 200 && !type.includes('application/json')) {
    return { status: 200, code: 0, error: undefined };
  }
  const json = JSON.parse(res.body) as { code?: number; data?: { error?: string } | null };
  return { status: res.statusCode, code: json.code, error: json.data?.error };
}
