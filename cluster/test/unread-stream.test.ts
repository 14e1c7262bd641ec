import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { HEADER, STREAM_EVENT, STREAM_HEARTBEAT_MS } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/state.js';
import { call, loginMember, memberApi, runCluster } from './support.js';

const cluster = runCluster();
const run = promisify(execFile);
/** well inside the heartbeat, whose recount would show any change even without Redis */
const PROMPTLY_MS = Math.min(8_000, STREAM_HEARTBEAT_MS / 2);

/** The unread counts one open badge stream has received, in order. */
function openStream(url: string, token: string) {
  const counts: number[] = [];
  const abort = new AbortController();
  const reading = (async () => {
    const response = await fetch(url, { headers: { [HEADER.token]: token }, signal: abort.signal });
    if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of response.body!) {
      buffered += decoder.decode(chunk, { stream: true });
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const event = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (event.includes(`event: ${STREAM_EVENT}`) && data) {
          counts.push((JSON.parse(data) as { unread: number }).unread);
        }
      }
    }
  })().catch((error: unknown) => {
    if (!abort.signal.aborted) throw error;
  });
  return {
    counts,
    /** waits for a count that satisfies `wanted`, at most `timeoutMs` */
    async next(wanted: (n: number) => boolean, timeoutMs: number): Promise<number> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const last = counts.at(-1);
        if (last !== undefined && wanted(last)) return last;
        if (Date.now() > until) throw new Error(`no such count in ${timeoutMs} ms: ${counts}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}

/** `npm run ops -- message:send`: an operator's message, from a process that is no server. */
async function sendMessage(login: string, title: string) {
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(REPO_ROOT, 'apps/server/src/ops/cli.ts'),
      'message:send',
      '--to',
      login,
      '--category',
      'system',
      '--title',
      title,
      '--body',
      'Sent while the badge was open on another server.',
    ],
    { cwd: REPO_ROOT, env: { ...cluster.opsEnv(), OPERATOR: 'cluster-test' } },
  );
}

describe("the unread badge's stream across servers", () => {
  const streams: Array<ReturnType<typeof openStream>> = [];
  afterAll(async () => {
    await Promise.all(streams.map((s) => s.close()));
  });

  it('open on one server, moves when a message arrives and is read elsewhere', async () => {
    const token = await loginMember(cluster.url, 'mydemo');
    const stream = openStream(
      memberApi(cluster.servers[1]!.url, '/api/messageCenter/stream'),
      token,
    );
    streams.push(stream);
    const before = await stream.next(() => true, 10_000);

    await sendMessage('mydemo', `Cluster test ${Date.now()}`);
    expect(await stream.next((n) => n > before, PROMPTLY_MS)).toBe(before + 1);

    const read = await call(memberApi(cluster.servers[0]!.url, '/api/messageCenter/readAll'), {
      body: {},
      token,
    });
    expect(read.status).toBe(200);
    expect(await stream.next((n) => n === 0, PROMPTLY_MS)).toBe(0);
  });

  it(
    'through HAProxy lives past its heartbeat',
    { timeout: STREAM_HEARTBEAT_MS + 30_000 },
    async () => {
      const token = await loginMember(cluster.url, 'iddemo');
      const stream = openStream(memberApi(cluster.url, '/api/messageCenter/stream'), token);
      streams.push(stream);
      await stream.next(() => true, 10_000);
      // a proxy timeout shorter than the heartbeat would cut the stream here
      await new Promise((resolve) => setTimeout(resolve, STREAM_HEARTBEAT_MS + 2_000));
      await sendMessage('iddemo', `Cluster test ${Date.now()}`);
      const after = await stream.next((n) => n > stream.counts[0]!, PROMPTLY_MS);
      expect(after).toBe(stream.counts[0]! + 1);
    },
  );
});
