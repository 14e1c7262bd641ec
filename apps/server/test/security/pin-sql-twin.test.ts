import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PinHasher } from '../../src/lib/pin-hash.js';
import { pinCheckValue, seenPinAccepted } from '../../src/modules/security/pin.service.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * A transfer's statement accepts a right PIN itself (`security_pin_accepts`, migration 0072),
 * given the PIN's check value made by Node: it must accept exactly the PIN rows and PINs that
 * `seenPinAccepted` accepts in Node, and send every other case (a wrong PIN, failures to
 * clear, a lock even lapsed, a PIN under an old key or from before peppers, no PIN) to the
 * judgement under the row's lock.
 */
const OLD_KEY = randomBytes(32).toString('hex');
const NEW_KEY = randomBytes(32).toString('hex');
const PIN = '482913';

let t: TestApp;
beforeAll(async () => {
  // the current key first; the old one still checks PINs made under it
  t = await createTestApp({ PIN_PEPPER: `${NEW_KEY},${OLD_KEY}` });
});
afterAll(() => t.close());

interface Row {
  pin_hash: string | null;
  pin_failed_count: number;
  pin_locked_until: Date | null;
}

async function sqlAccepts(memberId: number, pin: string): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    select security_pin_accepts(${memberId}, ${pinCheckValue(t.deps, memberId, pin)}) as ok`.execute(
    t.db,
  );
  return rows[0]!.ok;
}

describe('security_pin_accepts beside seenPinAccepted', () => {
  it('accepts the same PINs on the same rows, and nothing else', async () => {
    const oldHasher = new PinHasher(OLD_KEY, t.deps.hasher);
    const legacy = await t.deps.hasher.hash(PIN);
    const hour = 3_600_000;
    const cases: Array<{ name: string; row: (id: number) => Row | null; expected: boolean }> = [
      {
        name: 'right PIN, current key',
        row: (id) => ({
          pin_hash: t.deps.pins.hash(id, PIN),
          pin_failed_count: 0,
          pin_locked_until: null,
        }),
        expected: true,
      },
      { name: 'no row', row: () => null, expected: false },
      {
        name: 'no PIN set',
        row: () => ({ pin_hash: null, pin_failed_count: 0, pin_locked_until: null }),
        expected: false,
      },
      {
        name: 'another PIN',
        row: (id) => ({
          pin_hash: t.deps.pins.hash(id, '000000'),
          pin_failed_count: 0,
          pin_locked_until: null,
        }),
        expected: false,
      },
      {
        name: "another member's HMAC of the same PIN",
        row: (id) => ({
          pin_hash: t.deps.pins.hash(id + 1, PIN),
          pin_failed_count: 0,
          pin_locked_until: null,
        }),
        expected: false,
      },
      {
        name: 'a failure counted',
        row: (id) => ({
          pin_hash: t.deps.pins.hash(id, PIN),
          pin_failed_count: 1,
          pin_locked_until: null,
        }),
        expected: false,
      },
      {
        name: 'locked',
        row: (id) => ({
          pin_hash: t.deps.pins.hash(id, PIN),
          pin_failed_count: 5,
          pin_locked_until: new Date(Date.now() + hour),
        }),
        expected: false,
      },
      {
        name: 'a lapsed lock',
        row: (id) => ({
          pin_hash: t.deps.pins.hash(id, PIN),
          pin_failed_count: 0,
          pin_locked_until: new Date(Date.now() - hour),
        }),
        expected: false,
      },
      {
        name: 'right PIN under an old key',
        row: (id) => ({
          pin_hash: oldHasher.hash(id, PIN),
          pin_failed_count: 0,
          pin_locked_until: null,
        }),
        expected: false,
      },
      {
        name: 'right PIN from before peppers (argon2id)',
        row: () => ({ pin_hash: legacy, pin_failed_count: 0, pin_locked_until: null }),
        expected: false,
      },
    ];
    for (const c of cases) {
      for (const pin of [PIN, '135790']) {
        const memberId = (await createMember(t.db)).id;
        const row = c.row(memberId);
        if (row) {
          await t.db
            .insertInto('member_security')
            .values({ member_id: memberId, ...row, pin_set_at: new Date(), updated_at: new Date() })
            .execute();
        }
        const node = await seenPinAccepted(t.deps, memberId, pin, row ?? undefined);
        expect(await sqlAccepts(memberId, pin), `${c.name}, PIN ${pin}`).toBe(node);
        expect(node, `${c.name}, PIN ${pin}`).toBe(pin === PIN && c.expected);
      }
    }
  });
});
