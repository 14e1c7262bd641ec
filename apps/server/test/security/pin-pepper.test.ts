import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PIN_MAX_FAILURES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { isAppError } from '../../src/lib/app-error.js';
import { PinHasher } from '../../src/lib/pin-hash.js';
import { verifyPin } from '../../src/modules/security/pin.service.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const KEY_A = randomBytes(32).toString('hex');
const KEY_B = randomBytes(32).toString('base64url');
const PIN = '482913';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PIN_PEPPER: KEY_A });
});
afterAll(async () => t.close());

async function outcome(memberId: number, pin: string) {
  try {
    await verifyPin(t.deps, memberId, pin);
    return 'ok';
  } catch (e) {
    if (isAppError(e)) return e.key;
    throw e;
  }
}

async function storedPin(memberId: number) {
  const row = await t.db
    .selectFrom('member_security')
    .select(['pin_hash', 'pin_failed_count', 'pin_locked_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row;
}

async function memberWithStoredPin(hash: string) {
  const member = await createMember(t.db);
  await t.db
    .insertInto('member_security')
    .values({
      member_id: member.id,
      pin_hash: hash,
      pin_set_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  return member;
}

describe('PINs stored as HMAC-SHA-256 under a pepper outside the database', () => {
  it('stores a new PIN as an HMAC naming its key, different for two members with one PIN', async () => {
    const one = await memberWithStoredPin(t.deps.pins.hash(1, PIN));
    const a = t.deps.pins.hash(one.id, PIN);
    const b = t.deps.pins.hash(one.id + 1, PIN);
    expect(a).toMatch(/^hmac1\.[0-9a-f]{8}\.[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(t.deps.pins.isCurrent(a)).toBe(true);
    expect(await t.deps.pins.check(a, one.id, PIN)).toEqual({ right: true });
    expect(await t.deps.pins.check(a, one.id, '000000')).toEqual({ right: false });
    // the same value copied to another member's row does not open it
    expect(await t.deps.pins.check(a, one.id + 1, PIN)).toEqual({ right: false });
  });

  it('accepts an argon2id PIN from before peppers and re-keys it on the right check only', async () => {
    const member = await memberWithStoredPin(await t.deps.hasher.hash(PIN));
    expect(await outcome(member.id, '000000')).toBe('pinIncorrect');
    expect((await storedPin(member.id)).pin_hash).toMatch(/^\$argon2id\$/);
    expect(await outcome(member.id, PIN)).toBe('ok');
    const after = await storedPin(member.id);
    expect(after.pin_hash).toBe(t.deps.pins.hash(member.id, PIN));
    expect(after.pin_failed_count).toBe(0);
    expect(await outcome(member.id, PIN)).toBe('ok');
  });

  it('counts wrong PINs and locks at the fifth, the right one included, whatever the hash', async () => {
    for (const hashOf of [
      (id: number) => Promise.resolve(t.deps.pins.hash(id, PIN)),
      () => t.deps.hasher.hash(PIN),
    ]) {
      const member = await createMember(t.db);
      await t.db
        .insertInto('member_security')
        .values({ member_id: member.id, pin_hash: await hashOf(member.id), updated_at: new Date() })
        .execute();
      const outcomes: string[] = [];
      for (let i = 0; i < PIN_MAX_FAILURES; i++) outcomes.push(await outcome(member.id, '000000'));
      expect(outcomes).toEqual([...Array(PIN_MAX_FAILURES - 1).fill('pinIncorrect'), 'pinLocked']);
      expect((await storedPin(member.id)).pin_locked_until).not.toBeNull();
      expect(await outcome(member.id, PIN)).toBe('pinLocked');
    }
  });

  it('rotates: old keys still check and their PINs move to the current key; a lost key is a 500, not a wrong PIN', async () => {
    const member = await memberWithStoredPin(t.deps.pins.hash(0, PIN));
    await t.db
      .updateTable('member_security')
      .set({ pin_hash: t.deps.pins.hash(member.id, PIN) })
      .where('member_id', '=', member.id)
      .execute();
    const underA = (await storedPin(member.id)).pin_hash!;
    const before = t.deps.pins;
    try {
      t.deps.pins = new PinHasher(`${KEY_B},${KEY_A}`, t.deps.hasher);
      expect(t.deps.pins.isCurrent(underA)).toBe(false);
      expect(await outcome(member.id, '000000')).toBe('pinIncorrect');
      expect((await storedPin(member.id)).pin_hash).toBe(underA);
      expect(await outcome(member.id, PIN)).toBe('ok');
      const underB = (await storedPin(member.id)).pin_hash!;
      expect(t.deps.pins.isCurrent(underB)).toBe(true);
      expect(underB.split('.')[1]).not.toBe(underA.split('.')[1]);

      // key B dropped: the PIN cannot be judged at all; nothing is counted against the member
      t.deps.pins = new PinHasher(KEY_A, t.deps.hasher);
      await expect(verifyPin(t.deps, member.id, PIN)).rejects.toThrow(/not in PIN_PEPPER/);
      expect((await storedPin(member.id)).pin_failed_count).toBe(0);
    } finally {
      t.deps.pins = before;
    }
  });
});

describe('PIN_PEPPER configuration', () => {
  it('refuses a malformed pepper without echoing it', () => {
    let error: unknown;
    try {
      loadConfig({ PIN_PEPPER: 'short-secret-value' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).problems.join('\n');
    expect(text).toContain('PIN_PEPPER=(hidden)');
    expect(text).not.toContain('short-secret-value');
    expect(loadConfig({ PIN_PEPPER: `${KEY_B},${KEY_A}` }).pinPepper).toBe(`${KEY_B},${KEY_A}`);
  });

  it('generates one into DATA_DIR when none is given, and keeps it', async () => {
    const app = await createTestApp();
    try {
      const file = path.join(app.deps.config.dataDir, 'secrets', 'pin-pepper');
      expect(existsSync(file)).toBe(true);
      const again = new PinHasher(readFileSync(file, 'utf8').trim(), app.deps.hasher);
      expect(again.hash(7, PIN)).toBe(app.deps.pins.hash(7, PIN));
    } finally {
      await app.close();
    }
  });
});
