import { MESSAGE_CALLS, STREAM_EVENT, UNREAD_POLL, type CallAnswer } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl, requestHeaders } from '../../lib/http/client';
import { messageKeys } from './query-keys';

type UnreadEvent = CallAnswer<typeof MESSAGE_CALLS.stream>;

/** The `unread` events in a chunk of server-sent events; the rest waits for the next chunk. */
export function parseEvents(buffer: string): { events: UnreadEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: UnreadEvent[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    if (!lines.includes(`event: ${STREAM_EVENT}`)) continue; // heartbeats are comments
    const data = lines.find((l) => l.startsWith('data: '));
    if (data) events.push(JSON.parse(data.slice(6)) as UnreadEvent);
  }
  return { events, rest };
}

/** Polling back-off after the stream failed: 15 s, 30 s, … up to 5 minutes. */
export function pollDelay(failures: number): number {
  return Math.min(UNREAD_POLL.firstMs * 2 ** Math.max(0, failures - 1), UNREAD_POLL.maxMs);
}

/**
 * Keeps the unread count live: the server's event stream (read with fetch, since EventSource
 * cannot send the session header), and when it fails, polling with back-off that tries the
 * stream again each time. Every event refreshes the message queries (key ['message', …]).
 */
export function useUnreadStream(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const abort = new AbortController();
    const changed = (unread: number) => {
      if (client.getQueryData(messageKeys.unread()) === unread) return;
      client.setQueryData(messageKeys.unread(), unread);
      void client.invalidateQueries({
        queryKey: messageKeys.all,
        predicate: (q) => q.queryKey[1] !== messageKeys.unread()[1],
      });
    };
    const connect = async () => {
      try {
        const res = await fetch(apiUrl(MESSAGE_CALLS.stream.path), {
          headers: { ...requestHeaders(false), Accept: 'text/event-stream' },
          credentials: 'include',
          signal: abort.signal,
        });
        if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
        failures = 0;
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
          buffer = parsed.rest;
          for (const e of parsed.events) changed(e.unread);
        }
      } catch {
        // a failed or refused stream: fall back to polling below
      }
      if (stopped) return;
      failures++;
      // poll once now-ish, then try the stream again after the back-off
      void client.invalidateQueries({ queryKey: messageKeys.unread() });
      timer = setTimeout(() => void connect(), pollDelay(failures));
    };
    void connect();
    return () => {
      stopped = true;
      abort.abort();
      clearTimeout(timer);
    };
  }, [client, enabled]);
}
