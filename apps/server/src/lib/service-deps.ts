import type { Db } from '../db/client.js';
import type { Clock } from './ports/clock.js';

/**
 * The parts of AppDeps (src/deps.ts) most services use. A service takes what it reads, so its
 * signature says which outside things it touches and a test can call it with just those; a
 * caller holding the whole AppDeps passes it as it is (it has these fields). Declared here, not
 * as `Pick<AppDeps, …>`, so src/lib does not import deps.ts.
 */

/** Reads and writes the database, nothing else. */
export interface DbDeps {
  db: Db;
}

/** Reads the current time only (tests move it). */
export interface ClockDeps {
  now: Clock;
}

/** The database and the current time: most member calls. */
export interface DbClockDeps extends DbDeps, ClockDeps {}
