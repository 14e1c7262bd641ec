import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { announceUnread, UnreadHub, useUnreadRedis } from '../../src/modules/message/unread-hub.js';

/**
 * With REDIS_URL, an unread change announced on one server reaches the streams of
 * every server (two hubs on one Redis, as two processes would be). Skipped when no Redis
 * answers on 127.0.0.1:6379 (or REDIS_URL).
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisAnswers();
const hubs: UnreadHub[] = [];
afterAll(async () => {
  for (const hub of hubs) await hub.close();
});

const owner = { memberId: 4242, companyCode: 'US' };

describe.skipIf(!hasRedis)('the unread fan-out over Redis', () => {
  it('two servers on one Redis both see a change announced by either', async () => {
    const a = new UnreadHub(REDIS_URL);
    const b = new UnreadHub(REDIS_URL);
    hubs.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    const seen = { a: 0, b: 0, other: 0 };
    a.add({ owner, changed: () => seen.a++, end: () => {} });
    b.add({ owner, changed: () => seen.b++, end: () => {} });
    b.add({
      owner: { memberId: 1, companyCode: 'MY' },
      changed: () => seen.other++,
      end: () => {},
    });
    announceUnread({ memberIds: [owner.memberId] });
    announceUnread({ companyCode: 'US' });
    for (let i = 0; i < 100 && (seen.a < 2 || seen.b < 2); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual({ a: 2, b: 2, other: 0 });
  });

  it('a process that only publishes (an ops command) reaches the servers', async () => {
    const hub = new UnreadHub(REDIS_URL);
    hubs.push(hub);
    await hub.ready();
    let seen = 0;
    hub.add({ owner, changed: () => seen++, end: () => {} });
    const release = useUnreadRedis(REDIS_URL);
    announceUnread({ everyone: true });
    for (let i = 0; i < 100 && seen < 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(seen).toBe(1);
    await release();
  });
});

describe('the in-process fan-out', () => {
  it('without Redis, a change reaches this process’s streams only when it concerns them', async () => {
    const hub = new UnreadHub();
    hubs.push(hub);
    let seen = 0;
    hub.add({ owner, changed: () => seen++, end: () => {} });
    // the Redis hubs above may still hold the process's publisher: this test needs none
    if (!hasRedis) {
      announceUnread({ memberIds: [owner.memberId] });
      announceUnread({ memberIds: [1] });
      expect(seen).toBe(1);
    }
  });
});
