import http from 'node:http';
import { API_BASE_PATH, HEADER, MESSAGE_PATHS } from '@portal/contract';
import type { FixtureMember } from './fixture.js';

export interface BadgeStreamStats {
  memberId: number;
  connects: number;
  events: number;
  /** an unread-count event came since the stream's latest (re)connect */
  liveAtEnd: boolean;
}

/**
 * A few open live-badge streams (server-sent events), as members' open tabs hold them. A
 * stream cut by a fault is opened again after a pause, as EventSource does; each (re)connect
 * must bring the unread count again.
 */
export function openBadgeStreams(baseUrl: string, members: FixtureMember[]) {
  let stopped = false;
  const open = new Set<http.ClientRequest>();
  const stats: BadgeStreamStats[] = members.map((m) => ({
    memberId: m.id,
    connects: 0,
    events: 0,
    liveAtEnd: false,
  }));
  const connect = (m: FixtureMember, s: BadgeStreamStats) => {
    if (stopped) return;
    // a cut stream may say so twice (error and end): it is opened again once
    let reopened = false;
    const again = () => {
      if (reopened) return;
      reopened = true;
      open.delete(req);
      if (!stopped) setTimeout(() => connect(m, s), 1000);
    };
    const req = http.get(
      `${baseUrl}${API_BASE_PATH}${MESSAGE_PATHS.stream}`,
      { headers: { [HEADER.token]: m.token, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          res.on('end', again);
          return;
        }
        s.connects++;
        s.liveAtEnd = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const events = chunk.split('\n').filter((line) => line.startsWith('data:')).length;
          s.events += events;
          if (events > 0) s.liveAtEnd = true;
        });
        res.on('end', again);
        res.on('error', again);
      },
    );
    req.on('error', again);
    open.add(req);
  };
  members.forEach((m, i) => connect(m, stats[i]!));
  return {
    stats,
    stop() {
      stopped = true;
      for (const req of open) req.destroy();
    },
  };
}
