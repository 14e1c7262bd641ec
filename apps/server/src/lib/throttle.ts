import { Redis } from 'ioredis';

/**
 * Fixed-window counters. In one process memory is enough; with several server processes
 * REDIS_URL makes the windows shared.
 */
export interface ThrottleStore {
  /** Adds one hit to `key` and returns the hits in the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

export class MemoryThrottleStore implements ThrottleStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      if (this.windows.size > 100_000) this.sweep(now);
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    current.count++;
    return current.count;
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }
}

export class RedisThrottleStore implements ThrottleStore {
  private readonly redis: Redis;
  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const k = `throttle:${key}`;
    const [[, count]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [
      [Error | null, number],
    ];
    return count;
  }

  async close() {
    await this.redis.quit();
  }
}

export function createThrottleStore(redisUrl?: string): ThrottleStore {
  return redisUrl ? new RedisThrottleStore(redisUrl) : new MemoryThrottleStore();
}
