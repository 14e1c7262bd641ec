import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * Who may have a changed unread count: some members, a whole company, or everyone. A stream
 * that matches recounts; a signal is cheap, the count is always read from the database.
 */
export interface UnreadChange {
  memberIds?: number[];
  companyCode?: string | null;
  everyone?: boolean;
}

export interface StreamOwner {
  memberId: number;
  companyCode: string;
}

const CHANNEL = 'portal:message:unread';
// without Redis the fan-out stays inside this process
const local = new EventEmitter();
local.setMaxListeners(0);

// one publishing connection per process, shared by every hub and the ops commands
let publisher: { url: string; redis: Redis; users: number } | null = null;

/** Publishes through Redis (every server hears it) once a hub or command set REDIS_URL. */
export function useUnreadRedis(url: string): () => Promise<void> {
  if (!publisher || publisher.url !== url) {
    const redis = new Redis(url, { maxRetriesPerRequest: 2 });
    redis.on('error', () => {}); // a lost Redis only delays badges: polling covers them
    publisher = { url, redis, users: 0 };
  }
  const mine = publisher;
  mine.users++;
  return async () => {
    if (--mine.users > 0) return;
    if (publisher === mine) publisher = null;
    await mine.redis.quit().catch(() => mine.redis.disconnect());
  };
}

/** Tells every server's streams that these members' unread counts may have changed. */
export function announceUnread(change: UnreadChange): void {
  if (!publisher) {
    local.emit('change', change);
    return;
  }
  publisher.redis.publish(CHANNEL, JSON.stringify(change)).catch(() => {
    local.emit('change', change);
  });
}

export function concerns(change: UnreadChange, owner: StreamOwner): boolean {
  if (change.everyone) return true;
  if (change.companyCode && change.companyCode === owner.companyCode) return true;
  return change.memberIds?.includes(owner.memberId) ?? false;
}

interface Stream {
  owner: StreamOwner;
  changed: () => void;
  end: () => void;
}

/** One server's open streams and its subscription (Redis, or the in-process emitter). */
export class UnreadHub {
  private readonly streams = new Set<Stream>();
  private readonly subscriber?: Redis;
  private readonly release?: () => Promise<void>;
  private readonly onLocal = (change: UnreadChange) => this.dispatch(change);

  constructor(redisUrl?: string) {
    if (!redisUrl) {
      local.on('change', this.onLocal);
      return;
    }
    this.release = useUnreadRedis(redisUrl);
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.subscriber.on('error', () => {});
    this.subscriber.on('message', (_channel: string, text: string) => {
      try {
        this.dispatch(JSON.parse(text) as UnreadChange);
      } catch {
        // not ours: ignore
      }
    });
    void this.subscriber.subscribe(CHANNEL).catch(() => {});
  }

  /** Resolves once the subscription is live (tests wait on it before publishing). */
  async ready(): Promise<void> {
    if (!this.subscriber) return;
    if (this.subscriber.status !== 'ready') {
      await new Promise((resolve) => this.subscriber!.once('ready', resolve));
    }
    await this.subscriber.subscribe(CHANNEL);
  }

  get size(): number {
    return this.streams.size;
  }

  add(stream: Stream): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  private dispatch(change: UnreadChange) {
    for (const s of this.streams) if (concerns(change, s.owner)) s.changed();
  }

  /** On server close: every stream ends, so closing never waits on an open badge. */
  async close(): Promise<void> {
    for (const s of [...this.streams]) s.end();
    local.off('change', this.onLocal);
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber!.disconnect());
    await this.release?.();
  }
}
