import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// the repository's own eslint.config.js, so the test proves the rule is wired, not just written
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'local/no-cross-module-imports')
    .map((m) => m.message);
}

describe('the server module import rule', () => {
  it("refuses another module's repository, tables or service file", async () => {
    const bank = 'apps/server/src/modules/bank/bank.service.ts';
    const code = [
      "import { hasPendingWithdrawal } from '../wallet/withdrawal/withdrawal.repository.js';",
      "import type { LedgerAccountTable } from '../ledger/ledger.tables.js';",
      "export { verifyPin } from '../security/pin.service.js';",
      'export const x = [hasPendingWithdrawal, {} as LedgerAccountTable];',
    ].join('\n');
    const errors = await boundaryErrors(bank, code);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain("module 'wallet' through its face modules/wallet/index.ts");
  });

  it('refuses an inner file from outside the modules too (seed, ops, flows)', async () => {
    const code =
      "import { postJournal } from '../modules/ledger/ledger.service.js';\nvoid postJournal;";
    expect(await boundaryErrors('apps/server/src/seed/x.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('apps/server/src/flows/x.ts', code)).toHaveLength(1);
  });

  it('allows faces, own files and sub-folders of the same module', async () => {
    const withdrawal = 'apps/server/src/modules/wallet/withdrawal/withdrawal.service.ts';
    const code = [
      "import { postJournal } from '../../ledger/index.js';",
      "import { memberRef } from '../wallet-input.js';",
      "import { applyTransfer } from '../transfer/transfer.service.js';",
      'export const x = [postJournal, memberRef, applyTransfer];',
    ].join('\n');
    expect(await boundaryErrors(withdrawal, code)).toEqual([]);
  });

  it('refuses a face that offers a repository, a sub-folder face too', async () => {
    const code = [
      "export { listOutboxFor } from './mail.repository.js';",
      "export type { TreeMember } from './placement.repository.js';",
      "import { findCompany } from './close-read.repository.js';",
      'export const x = findCompany;',
    ].join('\n');
    const face = await boundaryErrors('apps/server/src/modules/mail/index.ts', code);
    expect(face).toHaveLength(3);
    expect(face[0]).toContain("not its repository 'mail.repository.js'");
    const subFace = 'apps/server/src/modules/organization/placement/index.ts';
    expect(await boundaryErrors(subFace, code)).toHaveLength(3);
    // a service file of the module may use its repository; the face offers the service
    expect(await boundaryErrors('apps/server/src/modules/mail/outbox.service.ts', code)).toEqual(
      [],
    );
    const viaService = "export { listOutboxFor } from './outbox.service.js';";
    expect(await boundaryErrors('apps/server/src/modules/mail/index.ts', viaService)).toEqual([]);
  });

  it('keeps src/lib and src/db below the modules', async () => {
    const code = "import { verifyPin } from '../modules/security/index.js';\nvoid verifyPin;";
    const errors = await boundaryErrors('apps/server/src/lib/x.ts', code);
    expect(errors).toEqual([
      'src/lib may not import from src/modules: modules build on lib and db.',
    ]);
  });
});

const SRC = path.join(ROOT, 'apps/server/src');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g;

/** Module → modules it imports (any import, type-only too), read from the source files. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(path.relative(SRC, file))?.[1];
  for (const file of fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(SRC, file);
    const from = moduleOf(full);
    if (!from || !file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from)!;
    for (const [, spec] of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
      const to = moduleOf(path.resolve(path.dirname(full), spec!));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, trail: string[]): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('the server module graph', () => {
  it('has no cycle between modules, type-only imports included', () => {
    const graph = moduleGraph();
    expect(graph.get('wallet')).toContain('bank');
    expect(findCycle(graph)).toBeNull();
  });
});
