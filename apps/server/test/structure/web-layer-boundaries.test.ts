import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web's import rule, proven with the repository's own eslint.config.js. It lives beside the
// server's boundary test because ESLint runs in Node, not in the web tests' jsdom.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'local/no-cross-feature-imports')
    .map((m) => m.message);
}

describe('the web layer import rule', () => {
  it('refuses one feature importing another', async () => {
    const errors = await layerErrors(
      'apps/web/src/features/bank/bank-accounts-page.tsx',
      "import { useBalances } from '../wallet/api/balances';\nvoid useBalances;",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Feature 'bank' may not import feature 'wallet'");
  });

  it('refuses upward imports: shared → feature, lib → shared', async () => {
    const fromShared = await layerErrors(
      'apps/web/src/shared/api/x.ts',
      "import { x } from '../../features/wallet/x';\nvoid x;",
    );
    const fromLib = await layerErrors(
      'apps/web/src/lib/http/x.ts',
      "import { x } from '../../shared/api/x';\nvoid x;",
    );
    expect(fromShared).toHaveLength(1);
    expect(fromLib).toHaveLength(1);
  });

  it('allows a feature its own files, shared and lib', async () => {
    const code = [
      "import { a } from './api/a';",
      "import { b } from '../../shared/api/security-status';",
      "import { c } from '../../lib/http/call';",
      'void [a, b, c];',
    ].join('\n');
    expect(await layerErrors('apps/web/src/features/bank/x.tsx', code)).toEqual([]);
  });
});
