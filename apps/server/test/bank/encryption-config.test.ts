import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { bankAccountPayoutDetails } from '../../src/modules/bank/bank.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addAccount, signedIn } from './bank-test-kit.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('DATA_ENCRYPTION_KEY', () => {
  it('refuses a malformed key with a clear message that does not echo it', () => {
    const bad = 'my-secret-passphrase';
    try {
      loadConfig({ DATA_ENCRYPTION_KEY: bad });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const text = (e as ConfigError).message;
      expect(text).toContain('DATA_ENCRYPTION_KEY');
      expect(text).toContain('32-byte key');
      expect(text).not.toContain(bad);
    }
  });

  it('accepts a hex key and a comma-separated list', () => {
    const a = randomBytes(32).toString('hex');
    const b = randomBytes(32).toString('base64');
    expect(loadConfig({ DATA_ENCRYPTION_KEY: a }).dataEncryptionKey).toBe(a);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: `${a},${b}` }).dataEncryptionKey).toBe(`${a},${b}`);
  });

  it('is generated into DATA_DIR when not given', async () => {
    t = await createTestApp();
    const file = path.join(t.deps.config.dataDir, 'secrets', 'data-encryption-key');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(t.deps.config.encryptionKey);
  });

  it('accounts stay readable after a key rotation', async () => {
    const oldKey = randomBytes(32).toString('hex');
    t = await createTestApp({ DATA_ENCRYPTION_KEY: oldKey });
    expect(t.deps.config.encryptionKey).toBe(oldKey);
    const { token } = await signedIn(t);
    const id = await addAccount(t, token);
    t.deps.config.encryptionKey = `${randomBytes(32).toString('hex')},${oldKey}`;
    expect((await bankAccountPayoutDetails(t.deps, id)).accountNumber).toBe('0532013000');
    t.deps.config.encryptionKey = randomBytes(32).toString('hex');
    await expect(bankAccountPayoutDetails(t.deps, id)).rejects.toThrow(/not configured/);
  });
});
