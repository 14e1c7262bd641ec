import pg from 'pg';

const WAIT_MS = 120_000;

/**
 * The killed close's job runs again on the restarted worker; waits (a bounded time) until the
 * cycle is closed, so the check reads the finished state rather than a race.
 */
export async function waitForClose(
  directUrl: string,
  company: string,
  cycle: string,
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  const started = Date.now();
  try {
    while (Date.now() - started < WAIT_MS) {
      const r = await client.query<{ state: string }>(
        'select state from bonus_cycle where company_code = $1 and cycle = $2',
        [company, cycle],
      );
      if (r.rows[0]?.state === 'closed') {
        log(
          `bonus cycle ${cycle} closed (${Math.round((Date.now() - started) / 1000)} s after the load)`,
        );
        return;
      }
      await new Promise((r) => setTimeout(r, 1_000));
    }
    log(`bonus cycle ${cycle} still not closed ${WAIT_MS / 1000} s after the load`);
  } finally {
    await client.end();
  }
}
