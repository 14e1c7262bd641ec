import {
  promotionConfigSchema,
  slotIndexOf,
  spinMessage,
  verifySpin,
  type RevealedSpin,
} from '@portal/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hmacSha256Hex,
  newSeed,
  nodeSpinHashes,
  sha256Hex,
} from '../../src/modules/promotion/spin-seed.js';

const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);
const weights = fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: 24 });
const clientSeed = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

/** A spin as the server makes it: the slot the committed seed draws. */
function spinWith(serverSeed: string, seed: string, nonce: number, w: number[]): RevealedSpin {
  const digest = hmacSha256Hex(serverSeed, spinMessage(seed, nonce));
  return {
    serverSeed,
    commitment: sha256Hex(serverSeed),
    clientSeed: seed,
    nonce,
    slotIndex: slotIndexOf(digest, w),
  };
}

describe('the draw (contract slotIndexOf)', () => {
  it('maps any digest onto a valid slot index', () => {
    fc.assert(
      fc.property(hex64, weights, (digest, w) => {
        const i = slotIndexOf(digest, w);
        return Number.isInteger(i) && i >= 0 && i < w.length;
      }),
    );
  });

  it('never draws a slot of weight 0', () => {
    fc.assert(
      fc.property(hex64, weights, fc.nat(23), (digest, w, zero) => {
        const z = zero % w.length;
        const ws = w.map((x, i) => (i === z ? 0 : x));
        return slotIndexOf(digest, ws) !== z;
      }),
    );
  });

  it('follows the documented mapping: 13 hex digits modulo the total, then running sums', () => {
    const digest = `${'0'.repeat(12)}5${'f'.repeat(51)}`; // draw = 5
    expect(slotIndexOf(digest, [5, 1])).toBe(1);
    expect(slotIndexOf(digest, [6, 1])).toBe(0);
    expect(slotIndexOf(digest, [2, 2, 2])).toBe(2);
    // a known vector, so the web and the server can be checked against the same numbers
    const known = hmacSha256Hex('a'.repeat(64), spinMessage('client', 1));
    expect(slotIndexOf(known, [1, 1, 1, 1])).toBe(parseInt(known.slice(0, 13), 16) % 4);
  });

  it('refuses a malformed digest and weights without a positive sum', () => {
    expect(() => slotIndexOf('XYZ', [1, 2])).toThrow();
    expect(() => slotIndexOf('0'.repeat(64), [0, 0])).toThrow();
  });
});

describe('verification (contract verifySpin)', () => {
  it('accepts every honest spin', async () => {
    await fc.assert(
      fc.asyncProperty(
        hex64,
        clientSeed,
        fc.integer({ min: 1, max: 1000 }),
        weights,
        async (s, c, n, w) => verifySpin(spinWith(s, c, n, w), w, nodeSpinHashes),
      ),
    );
  });

  it('fails on a tampered seed, commitment, client seed or nonce', async () => {
    await fc.assert(
      fc.asyncProperty(hex64, hex64, clientSeed, weights, async (s, other, c, w) => {
        fc.pre(s !== other);
        const spin = spinWith(s, c, 1, w);
        const tampered = [
          { ...spin, serverSeed: other },
          { ...spin, commitment: sha256Hex(other) },
        ];
        for (const x of tampered) if (await verifySpin(x, w, nodeSpinHashes)) return false;
        return true;
      }),
    );
    // a slot that the seed does not draw fails too
    const { serverSeed } = newSeed();
    const w = [1, 1];
    const spin = spinWith(serverSeed, 'c', 1, w);
    expect(await verifySpin({ ...spin, slotIndex: 1 - spin.slotIndex }, w, nodeSpinHashes)).toBe(
      false,
    );
  });
});

describe('the promotion file schema', () => {
  const base = {
    companyCode: 'US',
    code: 'spin-q4',
    title: { en: 'Spin' },
    startsOn: '2026-10-01',
    endsOn: '2026-12-31',
  };
  it('accepts each kind and refuses bad windows, tiers and slots', () => {
    const spin = {
      minOrderBv: '50',
      slots: [
        { label: 'a', weight: 1, prize: { kind: 'none' } },
        { label: 'b', weight: 2, prize: { kind: 'ewallet', amountMinor: 100 } },
      ],
    };
    expect(
      promotionConfigSchema.safeParse({ ...base, kind: 'alphaspin', rules: spin }).success,
    ).toBe(true);
    const goal = {
      goal: { metric: 'personalBv' },
      tiers: [{ label: 'x', target: 10, prize: { kind: 'points', points: 1 } }],
    };
    expect(promotionConfigSchema.safeParse({ ...base, kind: 'quarter', rules: goal }).success).toBe(
      true,
    );
    const bad = [
      { ...base, kind: 'alphaspin', rules: spin, endsOn: '2026-09-30' },
      { ...base, kind: 'alphaspin', rules: { ...spin, slots: spin.slots.slice(0, 1) } },
      { ...base, kind: 'specialPrize', rules: { ...goal, tiers: [...goal.tiers, ...goal.tiers] } },
      {
        ...base,
        kind: 'specialPrize',
        rules: { goal: { metric: 'qualifyingOrders' }, tiers: goal.tiers },
      },
      { ...base, kind: 'lottery', rules: spin },
    ];
    for (const b of bad) expect(promotionConfigSchema.safeParse(b).success).toBe(false);
  });
});
