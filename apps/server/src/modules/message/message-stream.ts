import { STREAM_EVENT, STREAM_HEARTBEAT_MS } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { requireAuth, tokenOf } from '../../plugins/auth.js';
import { sessionIsLive } from '../auth/index.js';
import { countUnread } from './message.repository.js';
import type { UnreadHub } from './unread-hub.js';

/** Tests shorten the heartbeat to see a stream end with its session. */
export const streamTiming = { heartbeatMs: STREAM_HEARTBEAT_MS };

/**
 * `GET /api/messageCenter/stream`: server-sent events with the member's unread count, on
 * connect and whenever a change that concerns them is announced. Each heartbeat checks the
 * session without stamping it (an open tab must not keep an idle session alive) and recounts
 * (a change made by a process without Redis). The stream ends with the session, the client
 * or the server.
 */
export async function openUnreadStream(
  deps: AppDeps,
  hub: UnreadHub,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const auth = requireAuth(request);
  const token = tokenOf(request) ?? '';
  let last = await countUnread(deps.db, auth);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    // the socket closes with the stream: an ended stream never holds a server's close
    connection: 'close',
  });
  const send = (n: number) => raw.write(`event: ${STREAM_EVENT}\ndata: {"unread":${n}}\n\n`);
  send(last);

  let ended = false;
  let counting: Promise<void> = Promise.resolve();
  const recount = () => {
    // one count at a time: a burst of announcements costs one query each, in order
    counting = counting.then(async () => {
      if (ended) return;
      const n = await countUnread(deps.db, auth).catch(() => last);
      if (n !== last && !ended) send((last = n));
    });
  };
  const beat = setInterval(() => {
    void (async () => {
      const live = await sessionIsLive(deps, token).catch(() => true);
      if (!live) return end();
      if (!ended) raw.write(': heartbeat\n\n');
      recount();
    })();
  }, streamTiming.heartbeatMs);
  const remove = hub.add({ owner: auth, changed: recount, end: () => end() });
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(beat);
    remove();
    if (!raw.writableEnded) raw.end();
  }
  request.raw.on('close', end);
  raw.on('close', end);
  return reply;
}
