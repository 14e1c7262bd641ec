import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayLiteral, writeInSlices } from '../../src/db/bulk-write.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('array literals for bulk writes', () => {
  it('reach the database unchanged: quotes, backslashes, commas, braces, NULL, unicode', async () => {
    const texts = ['plain', 'a "quoted" word', 'back\\slash', 'comma, brace {x}', 'NULL', '', '新'];
    const { rows } = await sql<{ v: string[]; nulls: boolean[] }>`
      select v[1:7] as v, array[v[5] is null, v[8] is null] as nulls
      from (select ${arrayLiteral([...texts, null])}::text[] as v) a`.execute(t.db);
    // (NULL checked in SQL: PGlite's own result parser reads a NULL element as the text 'NULL')
    expect(rows[0]).toEqual({ v: texts, nulls: [false, true] });
    const json = [JSON.stringify([{ rule: 'cap "team"', amountBv: '1.50' }]), '[]'];
    const parsed = await sql<{ v: unknown }>`
      select to_jsonb(${arrayLiteral(json)}::jsonb[]) as v`.execute(t.db);
    expect(parsed.rows[0]!.v).toEqual([[{ rule: 'cap "team"', amountBv: '1.50' }], []]);
  });

  it('carry numbers, bigints past 2^53 and booleans exactly', async () => {
    const { rows } = await sql<{ n: number[]; b: string[]; f: boolean[] }>`
      select ${arrayLiteral([1, -2, 0])}::integer[] as n,
        ${arrayLiteral([9_007_199_254_740_993n, -1n])}::bigint[]::text[] as b,
        ${arrayLiteral([true, false])}::boolean[] as f`.execute(t.db);
    expect(rows[0]).toEqual({ n: [1, -2, 0], b: ['9007199254740993', '-1'], f: [true, false] });
  });
});

describe('writeInSlices', () => {
  it('builds every slice once and writes them in order, one at a time', async () => {
    const events: string[] = [];
    let writing = 0;
    await writeInSlices(
      7,
      (from, to) => {
        events.push(`build ${from}-${to}`);
        return `${from}-${to}`;
      },
      async (slice) => {
        expect(++writing).toBe(1);
        await new Promise((r) => setTimeout(r, 5));
        events.push(`write ${slice}`);
        writing--;
      },
      3,
    );
    expect(events.filter((e) => e.startsWith('write'))).toEqual([
      'write 0-3',
      'write 3-6',
      'write 6-7',
    ]);
    // the next slice is built before the write before it has finished
    expect(events.indexOf('build 3-6')).toBeLessThan(events.indexOf('write 0-3'));
  });

  it('stops at the first failed write', async () => {
    const written: number[] = [];
    const run = writeInSlices(
      10,
      (from) => from,
      async (from) => {
        if (from === 4) throw new Error('refused');
        written.push(from);
      },
      2,
    );
    await expect(run).rejects.toThrow('refused');
    expect(written).toEqual([0, 2]);
  });
});
