import {
  AUTH_PATHS,
  BONUS_PATHS,
  CART_PATHS,
  DASHBOARD_PATHS,
  MEMBER_PATHS,
  ORDER_PATHS,
  TREE_PATHS,
  WALLET_PATHS,
} from '@portal/contract';
import { PASSWORD, PIN, type Fixture, type FixtureMember } from './fixture.js';
import { envelopeOf, type Call, type HttpClient } from './http.js';
import { sendWithRetry, type Sent } from './retrying.js';

/** retail: an e-product order needs no address and no package rules */
const RETAIL = 40;
/** members 0 … WITHDRAWERS - 1 have a bank account (fixture-banks.ts) */
export const WITHDRAWERS = 30;

export interface LoadContext {
  client: HttpClient;
  fixture: Fixture;
  clock: () => number;
  record: (sent: Sent) => void;
  /** an Idempotency-Key no other request of the run has */
  newKey: (kind: string) => string;
}

type Action = (ctx: LoadContext, scheduledAt: number) => Promise<void>;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const anyMember = (ctx: LoadContext) => pick(ctx.fixture.members);

async function one(ctx: LoadContext, kind: string, call: Call, scheduledAt: number) {
  const sent = await sendWithRetry(ctx.client, kind, call, scheduledAt, ctx.clock);
  ctx.record(sent);
  return sent;
}

const read =
  (kind: string, path: (m: FixtureMember) => string): Action =>
  async (ctx, at) => {
    const m = anyMember(ctx);
    await one(ctx, kind, { method: 'GET', path: path(m), token: m.token }, at);
  };

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A checkout as the web app makes it: saveOrder, then payOrder from the e-wallet for the amount
 * due. A third of them want the limited SKU, so many members race for its last units.
 */
const checkout: Action = async (ctx, at) => {
  const m = anyMember(ctx);
  const limited = Math.random() < 1 / 3;
  const sku = limited ? ctx.fixture.limitedSkuId : pick(ctx.fixture.normalSkuIds);
  const saved = await one(
    ctx,
    limited ? 'order-limited' : 'order',
    {
      method: 'POST',
      path: ORDER_PATHS.save,
      token: m.token,
      idempotencyKey: ctx.newKey('order'),
      body: {
        orderType: RETAIL,
        platform: 'bzz',
        lines: [{ productSkuId: sku, qty: 1 }],
        delivery: { mode: 'none' },
        agreeReturnPolicy: true,
      },
    },
    at,
  );
  const order = envelopeOf(saved.final);
  if (order.code !== 0) return;
  const { orderNo, amountDue } = order.data as { orderNo: string; amountDue: string };
  await one(
    ctx,
    'pay',
    {
      method: 'POST',
      path: ORDER_PATHS.pay.replace(':orderNo', orderNo),
      token: m.token,
      idempotencyKey: ctx.newKey('pay'),
      body: { method: 'ewallet', amount: amountDue, account: 'bonus', pin: PIN },
    },
    ctx.clock(),
  );
};

/** To the sender's sponsor: a transfer goes up or down one's own sponsor line. */
const transfer: Action = async (ctx, at) => {
  const members = ctx.fixture.members;
  const i = 1 + Math.floor(Math.random() * (members.length - 1));
  const from = members[i]!;
  const to = members[Math.floor((i - 1) / 2)]!;
  const amount = `${1 + Math.floor(Math.random() * 20)}.${Math.floor(Math.random() * 90 + 10)}`;
  await one(
    ctx,
    'transfer',
    {
      method: 'POST',
      path: WALLET_PATHS.transfer,
      token: from.token,
      idempotencyKey: ctx.newKey('transfer'),
      body: { toMemberId: to.id, fromAccount: 'bonus', toAccount: 'bonus', amount, pin: PIN },
    },
    at,
  );
};

export function withdrawAction(bankOf: Map<number, number>): Action {
  return async (ctx, at) => {
    const m = ctx.fixture.members[Math.floor(Math.random() * WITHDRAWERS)]!;
    await one(
      ctx,
      'withdraw',
      {
        method: 'POST',
        path: WALLET_PATHS.withdraw,
        token: m.token,
        idempotencyKey: ctx.newKey('withdraw'),
        body: {
          account: 'bonus',
          amount: '100.00',
          bankAccountId: bankOf.get(m.id),
          paymentMethod: 'bankTransfer',
          pin: PIN,
        },
      },
      at,
    );
  };
}

const login: Action = async (ctx, at) => {
  const m = anyMember(ctx);
  const body = { username: m.login, password: PASSWORD };
  await one(ctx, 'login', { method: 'POST', path: AUTH_PATHS.login, body }, at);
};

const cart: Action = async (ctx, at) => {
  const m = anyMember(ctx);
  const body = { productSkuId: pick(ctx.fixture.normalSkuIds), qty: 1, orderTypeCode: RETAIL };
  await one(ctx, 'cart', { method: 'POST', path: CART_PATHS.save, token: m.token, body }, at);
};

/** What the load does, and how often: weights out of 100. */
export function loadMix(bankOf: Map<number, number>): Array<[number, Action]> {
  return [
    [5, login],
    [10, read('member-info', (m) => MEMBER_PATHS.memberInfo.replace(':id', String(m.id)))],
    [10, read('dashboard', () => DASHBOARD_PATHS.summary)],
    [10, read('balance', (m) => WALLET_PATHS.userBalance.replace(':id', String(m.id)))],
    [8, cart],
    [16, checkout],
    [16, transfer],
    [4, withdrawAction(bankOf)],
    [11, read('tree', () => `${TREE_PATHS.page.replace(':tree', 'placement')}`)],
    [10, read('bonus', () => `${BONUS_PATHS.report}?startDate=${day(-28)}&endDate=${day(0)}`)],
  ];
}

/** One action drawn by weight. */
export function drawAction(mix: Array<[number, Action]>): Action {
  const total = mix.reduce((s, [w]) => s + w, 0);
  let r = Math.random() * total;
  for (const [w, action] of mix) {
    if ((r -= w) < 0) return action;
  }
  return mix[mix.length - 1]![1];
}
