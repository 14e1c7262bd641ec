import { OPS_COMMANDS, type OpsContext } from '../../src/ops/commands/index.js';
import type { TestApp } from './test-app.js';

type OpsApp = Pick<TestApp, 'deps' | 'db'>;

export interface OpsOptions {
  /** who the audit trail names */
  operator?: string;
  /** the pg-boss schema the command queues on; the test app's own unless given */
  jobSchema?: string;
}

/** What a command ran and printed: each line, and all of them as one text. */
export interface OpsRun {
  code: number;
  lines: string[];
  out: string;
}

/**
 * The context a running portal hands an operator command (src/ops/ops-socket.ts), on the test
 * app's database and queue; each line the command prints is pushed onto `out`.
 */
export function opsContext(t: OpsApp, out: string[] = [], opts: OpsOptions = {}): OpsContext {
  return {
    config: t.deps.config,
    db: t.db,
    out: (line) => out.push(line),
    operator: opts.operator ?? 'tester',
    jobSchema: opts.jobSchema ?? t.deps.jobs.schema,
  };
}

/** Runs `npm run ops -- <name> <args...>` in this process, capturing what it prints. */
export async function runOpsCommand(
  t: OpsApp,
  [name, ...args]: string[],
  opts: OpsOptions = {},
): Promise<OpsRun> {
  const command = OPS_COMMANDS.find((c) => c.name === name);
  // a misspelt name fails here, not as a TypeError deep in the test
  if (!command) throw new Error(`no ops command ${String(name)}`);
  const lines: string[] = [];
  const code = await command.run(opsContext(t, lines, opts), args);
  return { code, lines, out: lines.join('\n') };
}

/**
 * `runOpsCommand` for a file whose app is made in beforeAll, so read when a command runs:
 * `const ops = opsRunner(() => t)`, then `await ops('bonus:close', 'US', cycle)`.
 */
export function opsRunner(app: () => OpsApp, opts: OpsOptions = {}) {
  return (...argv: string[]) => runOpsCommand(app(), argv, opts);
}
