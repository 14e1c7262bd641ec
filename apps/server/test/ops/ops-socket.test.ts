import { existsSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardToRunningPortal, opsSocketPath, startOpsSocket } from '../../src/ops/ops-socket.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { walletMember } from '../wallet/factories.js';

let t: TestApp;
let stop: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
  await walletMember(t, { login_name: 'SocketMember' });
  stop = await startOpsSocket(t.deps);
});
afterAll(async () => {
  await stop();
  await t.close();
});

/** What `npm run ops` prints when it finds a running portal on the embedded database. */
async function forward(...args: string[]) {
  const lines: string[] = [];
  const code = await forwardToRunningPortal(
    t.deps.config.dataDir,
    { args, operator: 'carol' },
    (line) => lines.push(line),
  );
  return { code, out: lines.join('\n') };
}

describe('operator commands through the running portal', () => {
  it('listens on a socket only its OS user may open', () => {
    const file = opsSocketPath(t.deps.config.dataDir);
    expect(statSync(file).isSocket()).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('runs a command in the portal and passes back its output and exit code', async () => {
    expect(await forward('ledger:verify')).toEqual({
      code: 0,
      out: expect.stringContaining('ledger OK') as string,
    });
  });

  it('audits the operator named by the caller', async () => {
    const done = await forward('wallet:adjust', 'SocketMember', 'bonus', '2.50', '--reason', 'x');
    expect(done.code).toBe(0);
    const audit = await t.db
      .selectFrom('wallet_audit')
      .select(['operator', 'command'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ operator: 'carol', command: 'wallet:adjust' });
  });

  it('answers bad usage and unknown commands with exit code 2', async () => {
    expect((await forward('wallet:adjust')).code).toBe(2);
    expect(await forward('no-such-command')).toEqual({
      code: 2,
      out: 'error: unknown command "no-such-command"',
    });
  });

  it('says "no portal here" when none listens, so the CLI opens the database itself', async () => {
    const elsewhere = await forwardToRunningPortal(
      '/nonexistent-dir',
      { args: [], operator: 'x' },
      () => undefined,
    );
    expect(elsewhere).toBeNull();
    await stop();
    expect(existsSync(opsSocketPath(t.deps.config.dataDir))).toBe(false);
    stop = await startOpsSocket(t.deps);
  });
});
