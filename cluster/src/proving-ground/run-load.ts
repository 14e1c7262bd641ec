import type { Fixture } from './fixture.js';
import { httpClient } from './http.js';
import { loadMix, type LoadContext } from './mix.js';
import { runOpenLoop } from './open-loop.js';
import type { Sent } from './retrying.js';

/** Counts keys across every load of one invocation, so no two requests share one. */
let keyCount = 0;
const RUN = Date.now().toString(36);

/** The mixed load at `rate` for `seconds` against `url`; every call as it was sent and answered. */
export async function runLoad(
  url: string,
  fixture: Fixture,
  bankOf: Map<number, number>,
  rate: number,
  seconds: number,
  clock: () => number,
) {
  const client = httpClient(url);
  const records: Sent[] = [];
  const ctx: LoadContext = {
    client,
    fixture,
    clock,
    record: (sent) => records.push(sent),
    newKey: (kind) => `pg-${RUN}-${kind}-${++keyCount}`,
  };
  try {
    const figures = await runOpenLoop(ctx, loadMix(bankOf), rate, seconds);
    return { records, ...figures };
  } finally {
    client.close();
  }
}
