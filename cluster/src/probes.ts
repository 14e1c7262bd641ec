import { Redis } from 'ioredis';
import pg from 'pg';

/** True when a session opens and answers `select 1` within two seconds. */
export async function connectsTo(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** True when Redis answers PING within a second. */
export async function redisAnswers(port: number): Promise<boolean> {
  const redis = new Redis({
    host: '127.0.0.1',
    port,
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
