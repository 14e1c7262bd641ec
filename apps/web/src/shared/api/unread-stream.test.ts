import { UNREAD_POLL } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { parseEvents, pollDelay } from './unread-stream';

describe('the unread stream rules', () => {
  it('reads unread events, skips heartbeats and keeps a partial event for the next chunk', () => {
    const chunk = 'event: unread\ndata: {"unread":3}\n\n: heartbeat\n\nevent: unread\ndata: {"unr';
    const { events, rest } = parseEvents(chunk);
    expect(events).toEqual([{ unread: 3 }]);
    expect(parseEvents(`${rest}ead":1}\n\n`).events).toEqual([{ unread: 1 }]);
  });

  it('backs off from 15 s, doubling, up to 5 minutes', () => {
    expect(pollDelay(1)).toBe(UNREAD_POLL.firstMs);
    expect(pollDelay(2)).toBe(UNREAD_POLL.firstMs * 2);
    expect(pollDelay(20)).toBe(UNREAD_POLL.maxMs);
  });
});
