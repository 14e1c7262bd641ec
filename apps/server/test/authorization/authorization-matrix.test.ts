import { API_CALLS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { answerOf, requestOf, send } from './matrix-requests.js';
import { buildWorld, FIXTURES, MISSING_ID, type World } from './matrix-world.js';

/**
 * The authorization matrix, derived from the contract's API_CALLS: a new
 * call joins it by being declared. Member calls refuse requests without a live session; a call
 * on a member-owned record lets its owner through and refuses everyone else exactly as it
 * refuses an id that does not exist, so nobody learns whether another member's record exists.
 */
const memberCalls = API_CALLS.filter((c) => c.access === 'member');
const recordCalls = API_CALLS.filter((c) => c.record !== 'none' && c.record !== 'self');
const GARBAGE_TOKEN = 'not-a-session-token-0123456789abcdef';

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
});
afterAll(async () => {
  await t.close();
});

describe('authorization matrix: sessions', () => {
  it.each(memberCalls.map((c) => [c.id, c] as const))(
    '%s refuses no token and a garbage token with 401',
    async (_id, call) => {
      for (const token of [null, GARBAGE_TOKEN]) {
        const res = await send(t, call, {}, token);
        expect(answerOf(res), `${call.id} with ${token ?? 'no token'}`).toMatchObject({
          status: 401,
          code: 401,
        });
      }
    },
  );

  it('covers record calls only among member calls (a public call has no owner)', () => {
    expect(recordCalls.filter((c) => c.access !== 'member').map((c) => c.id)).toEqual([]);
  });
});

describe('authorization matrix: records', () => {
  it.each(recordCalls.map((c) => [c.id, c] as const))(
    '%s: the owner succeeds; a stranger and another company learn nothing',
    async (_id, call) => {
      const fixture = FIXTURES[call.record];
      expect(
        fixture,
        `no fixture for record kind '${call.record}' (matrix-world.ts)`,
      ).toBeDefined();
      const request = requestOf(call);
      expect(request, `no request for ${call.id} (matrix-requests.ts)`).toBeDefined();
      if (!fixture || !request) return;

      const recordId = await fixture(t, world.owner);
      for (const [who, intruder] of [
        ['stranger', world.stranger],
        ['other company', world.foreigner],
      ] as const) {
        const onRecord = answerOf(await send(t, call, request(recordId, intruder), intruder.token));
        const onMissing = answerOf(
          await send(t, call, request(MISSING_ID, intruder), intruder.token),
        );
        expect(onRecord.code, `${who} was let through`).not.toBe(0);
        expect(onRecord, `${who} can tell the record exists`).toEqual(onMissing);
      }
      // last, so it also shows the intruders changed nothing the owner relies on
      const mine = await send(t, call, request(recordId, world.owner), world.owner.token);
      expect(answerOf(mine), mine.body).toMatchObject({ status: 200, code: 0 });
    },
  );
});
