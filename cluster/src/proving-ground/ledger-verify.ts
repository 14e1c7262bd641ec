import { spawn } from 'node:child_process';
import { check, type Check } from './check.js';
import { REPO_ROOT } from './server-code.js';

/** The operator's own ledger check (`npm run ops -- ledger:verify`) against the cluster's database. */
export function ledgerVerify(env: Record<string, string>): Promise<Check> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/ops/cli.ts', 'ledger:verify'],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const lines = out.trim().split('\n');
      resolve(check('ledger check clean (ops ledger:verify)', code === 0, lines.at(-1) ?? ''));
    });
  });
}
