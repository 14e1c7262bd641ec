import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'plan-simulate-'));

/** `npm run ops -- plan:simulate …` as an operator runs it: the real CLI, no database. */
async function simulate(input: unknown) {
  const inputFile = path.join(dir, `in-${Math.random().toString(36).slice(2)}.json`);
  const outputFile = `${inputFile}.out.json`;
  writeFileSync(inputFile, typeof input === 'string' ? input : JSON.stringify(input));
  const args = [
    'apps/server/src/ops/cli.ts',
    'plan:simulate',
    '--input',
    inputFile,
    '--output',
    outputFile,
  ];
  try {
    const { stdout } = await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), args, {
      cwd: ROOT,
      // no DATABASE_URL and no data dir: the command must not need either
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    return { code: 0, out: stdout, result: JSON.parse(readFileSync(outputFile, 'utf8')) as never };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout, result: undefined };
  }
}

const company = { code: 'US', currency: 'USD', minorUnit: 2, bvRate: '1' };
const m = (id: string, sponsorId: string | null, parentId: string | null, side: string | null) => ({
  id,
  sponsorId,
  parentId,
  side,
  type: 'DS',
  status: 10,
});
const o = (memberId: string, bv: string, type: number, paidAt: string, extra = {}) => ({
  memberId,
  bv,
  type,
  platform: 'bzz',
  paidAt,
  refund: false,
  ...extra,
});

// each case starts the ops CLI through tsx (about 5 s each on a loaded 2-core machine, three in one case)
describe('plan:simulate through the ops CLI', { timeout: 300_000 }, () => {
  it('writes one line per member, type and cycle with a non-zero amount', async () => {
    // W37: r VIP (100 BV), a 400 BV left, b 250 BV right, all sponsored by r:
    // sponsor bonus 20% × 650 = 130 BV; team 250 × 8% = 20 BV.
    // W38: the refund of b's package: the sponsor bonus is −50 BV, paid as 0 (an adjustment);
    // b's 30-day volume is back to 0, so b is inactive and r not binary qualified: no team
    const input = {
      company,
      members: [m('b', 'r', 'r', 'R'), m('r', null, null, null), m('a', 'r', 'r', 'L')],
      orders: [
        o('r', '100', 10, '2026-09-07T00:00:00+08:00'),
        o('a', '400', 10, '2026-09-08T10:00:00+08:00'),
        o('b', '250', 10, '2026-09-13T23:59:59+08:00'),
        o('b', '250', 10, '2026-09-15T09:00:00+08:00', { refund: true }),
      ],
      until: '2026-09-21T00:00:00+08:00',
    };
    const { code, out, result } = await simulate(input);
    expect(out).toContain('2 cycle(s), 2 bonus line(s) written');
    expect(code).toBe(0);
    const { cycles } = result as unknown as {
      cycles: { cycle: string; start: string; lines: object[]; adjustments: object[] }[];
    };
    expect(cycles.map((c) => [c.cycle, c.start])).toEqual([
      ['2026-W37', '2026-09-07T00:00:00+08:00'],
      ['2026-W38', '2026-09-14T00:00:00+08:00'],
    ]);
    expect(cycles[0]!.lines).toEqual([
      expect.objectContaining({ memberId: 'r', type: 'bonus', amountMinor: '13000' }),
      expect.objectContaining({ memberId: 'r', type: 'team', amountMinor: '2000' }),
    ]);
    expect(cycles[1]!.lines).toEqual([]);
    expect(cycles[1]!.adjustments).toEqual([
      expect.objectContaining({
        memberId: 'r',
        type: 'bonus',
        amountMinor: '0',
        adjustmentMinor: '-5000',
      }),
    ]);
  });

  it('names the bad member and order and writes nothing', async () => {
    const input = {
      company,
      members: [m('r', null, null, null), { ...m('pc', 'r', 'r', 'X'), type: 'PC' }],
      orders: [o('r', '10.555', 10, '2026-09-08T10:00:00+08:00')],
      until: '2026-09-21T00:00:00+08:00',
    };
    const { code, out } = await simulate(input);
    expect(code).toBe(1);
    expect(out).toContain('ERROR member pc (members[1]).side:');
    expect(out).toContain(
      'ERROR order orders[0] of member r (orders[0]).bv: a BV decimal with at most two decimals',
    );
    expect(out).toContain('nothing written');
  });

  it('refuses an unknown sponsor, a PC upgrade and an until that is not a Monday', async () => {
    const input = {
      company,
      members: [
        m('r', null, null, null),
        { ...m('pc', 'r', 'r', 'L'), type: 'PC' },
        m('x', 'nobody', null, null),
      ],
      orders: [o('pc', '100', 20, '2026-09-08T10:00:00+08:00')],
      until: '2026-09-20T00:00:00+08:00',
    };
    const first = await simulate(input);
    expect(first.code).toBe(1);
    expect(first.out).toContain('ERROR until: must be a Monday 00:00 UTC+8');
    expect(first.out).toContain(
      'ERROR order orders[0] of member pc: a preferred customer may not place an upgrade order (type 20)',
    );
    const second = await simulate({ ...input, orders: [], until: '2026-09-21T00:00:00+08:00' });
    expect(second.out).toContain('ERROR member x: sponsor "nobody" is not a member');
    expect((await simulate('{ not json')).out).toContain('cannot read');
  });
});
