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

  it('keeps src/lib and src/db below the modules', async () => {
    const code = "import { verifyPin } from '../modules/security/index.js';\nvoid verifyPin;";
    const errors = await boundaryErrors('apps/server/src/lib/x.ts', code);
    expect(errors).toEqual([
      'src/lib may not import from src/modules: modules build on lib and db.',
    ]);
  });
});
