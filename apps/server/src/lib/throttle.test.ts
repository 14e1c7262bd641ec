import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryThrottleStore, RedisThrottleStore, type ThrottleStore } from './throttle.js';

const stores: Array<[string, () => ThrottleStore]> = [['memory', () => new MemoryThrottleStore()]];
// the shared store is tested wherever a Redis server is configured (CI sets REDIS_URL)
if (process.env.REDIS_URL)
  stores.push(['redis', () => new RedisThrottleStore(process.env.REDIS_URL!)]);

describe.each(stores)('%s throttle store', (_name, make) => {
  const store = make();
  afterAll(() => store.close());

  it('counts hits in a window and starts over after it', async () => {
    const key = `t:${randomBytes(4).toString('hex')}`;
    expect(await store.hit(key, 200)).toBe(1);
    expect(await store.hit(key, 200)).toBe(2);
    expect(await store.hit(key, 200)).toBe(3);
    await new Promise((r) => setTimeout(r, 260));
    expect(await store.hit(key, 200)).toBe(1);
  });

  it('keeps keys apart', async () => {
    const a = `a:${randomBytes(4).toString('hex')}`;
    const b = `b:${randomBytes(4).toString('hex')}`;
    await store.hit(a, 1000);
    await store.hit(a, 1000);
    expect(await store.hit(b, 1000)).toBe(1);
  });
});
