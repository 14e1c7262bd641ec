import { afterAll, describe, expect, it } from 'vitest';
import type { Trx } from '../../src/db/transaction.js';
import { AppError } from '../../src/lib/app-error.js';
import {
  buildEventRegistry,
  eventRegistry,
  publish,
  subscribe,
  useEventRegistry,
  type EventRegistry,
} from '../../src/lib/events/index.js';
import { MODULE_SUBSCRIBERS } from '../../src/app-modules/index.js';

// test files share a worker's modules: the process's registry is put back afterwards
let saved: EventRegistry | undefined;
try {
  saved = eventRegistry();
} catch {
  saved = undefined;
}
afterAll(() => {
  if (saved) useEventRegistry(saved);
});

const trx = {} as Trx;
const change = {
  memberId: 1,
  paidAt: new Date(),
  platform: 'bzz' as const,
  orderType: 10,
  bvHundredths: 100n,
};

describe('building the event registry at start', () => {
  it("builds from the modules' descriptors: every required event has a subscriber", () => {
    expect(() => buildEventRegistry(MODULE_SUBSCRIBERS)).not.toThrow();
  });

  it('fails, naming the event, when a required event has no subscriber', () => {
    const withoutWallet = MODULE_SUBSCRIBERS.filter((s) => s.event !== 'bankAccountDeleting');
    expect(() => buildEventRegistry(withoutWallet)).toThrow(
      "event 'bankAccountDeleting' is required but nothing subscribes to it",
    );
    expect(() => buildEventRegistry([])).toThrow(/event 'orderPaid' is required/);
  });

  it('refuses a key on an event without one, and none on an event heard per value', () => {
    const all = [...MODULE_SUBSCRIBERS];
    const keyed = subscribe('orderPaid', async () => {}, 'order');
    expect(() => buildEventRegistry([...all, keyed])).toThrow(/'orderPaid' takes no key/);
    const unkeyed = subscribe('paymentFailed', async () => {});
    expect(() => buildEventRegistry([...all, unkeyed])).toThrow(/'paymentFailed' needs the key/);
  });
});

describe('publishing', () => {
  it('runs the subscribers in their order; one that throws vetoes and stops the rest', async () => {
    const heard: string[] = [];
    const record = (name: string) => subscribe('orderPaid', async () => void heard.push(name));
    const veto = subscribe('orderPaid', async () => {
      heard.push('veto');
      throw new AppError('addressInUse');
    });
    // the modules' own orderPaid subscribers need a database: ours stand in for them
    const required = MODULE_SUBSCRIBERS.filter((s) => s.event !== 'orderPaid');
    useEventRegistry(buildEventRegistry([...required, record('a'), record('b')]));
    await publish(trx, 'orderPaid', change);
    expect(heard).toEqual(['a', 'b']);
    heard.length = 0;
    useEventRegistry(buildEventRegistry([...required, record('a'), veto, record('b')]));
    await expect(publish(trx, 'orderPaid', change)).rejects.toMatchObject({ key: 'addressInUse' });
    expect(heard).toEqual(['a', 'veto']);
  });

  it('hears a per-purpose event only for its purpose, and fails for a purpose nobody captures', async () => {
    const heard: string[] = [];
    const capture = (purpose: string) =>
      subscribe('paymentCaptured', async () => void heard.push(purpose), purpose);
    const others = MODULE_SUBSCRIBERS.filter((s) => s.event !== 'paymentCaptured');
    useEventRegistry(buildEventRegistry([...others, capture('order'), capture('autoship')]));
    const captured = {
      purpose: 'autoship',
      attemptId: 1,
      memberId: 1,
      reference: 'A-1',
      recordId: null,
      idempotencyKey: 'k',
      method: 'card' as const,
      amountMinor: 100n,
      currency: 'USD',
      providerRef: 'p',
      detail: null,
      at: new Date(),
    };
    await publish(trx, 'paymentCaptured', captured);
    expect(heard).toEqual(['autoship']);
    await expect(publish(trx, 'paymentCaptured', { ...captured, purpose: 'gift' })).rejects.toThrow(
      "no subscriber of event 'paymentCaptured' for purpose 'gift'",
    );
  });
});
