import { describe, expect, it } from 'vitest';
import { nameRepeatedStatements, statementNames } from './prepared-statements.js';
import type pg from 'pg';

describe('statementNames', () => {
  it('names a text from its second use on, the same name every time', () => {
    const names = statementNames();
    expect(names.nameFor('select $1')).toBeUndefined();
    const name = names.nameFor('select $1');
    expect(name).toBe('p1');
    expect(names.nameFor('select $1')).toBe(name);
    expect(names.nameFor('select $2')).toBeUndefined();
    expect(names.nameFor('select $2')).toBe('p2');
  });

  it('names no more than its limit, and keeps the names it gave', () => {
    const names = statementNames({ after: 1, limit: 2 });
    expect(names.nameFor('a')).toBe('p1');
    expect(names.nameFor('b')).toBe('p2');
    expect(names.nameFor('c')).toBeUndefined();
    expect(names.nameFor('a')).toBe('p1');
    expect(names.size).toBe(2);
  });
});

describe('nameRepeatedStatements', () => {
  function fakeClient() {
    const sent: unknown[] = [];
    const client = {
      query: (config: unknown, values?: unknown) => {
        sent.push(values === undefined ? config : [config, values]);
        return Promise.resolve({ rows: [] });
      },
    };
    return { client: client as unknown as pg.ClientBase, sent };
  }

  it('sends a repeated parameterized text as a named statement', async () => {
    const { client, sent } = fakeClient();
    nameRepeatedStatements(client, statementNames({ after: 1 }));
    await client.query('select $1::int', [1]);
    expect(sent).toEqual([{ name: 'p1', text: 'select $1::int', values: [1] }]);
  });

  it('leaves texts without parameters (BEGIN, COMMIT, DDL) unnamed', async () => {
    const { client, sent } = fakeClient();
    nameRepeatedStatements(client, statementNames({ after: 1 }));
    await client.query('begin', []);
    await client.query('commit');
    expect(sent).toEqual([['begin', []], 'commit']);
  });
});
