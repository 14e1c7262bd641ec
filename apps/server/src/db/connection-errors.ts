/**
 * The one place that decides whether an error means "the database connection is gone"
 * (restart, failover, a terminated backend, an idle connection reaped by a pooler) rather
 * than "this statement failed". Only these are answered 503 and retried where it is safe.
 */

/** Socket-level failures: the server is down, or dropped us. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up, shutting down, recovery). */
const SHUTDOWN_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** What pg and pg-pool say when a connection died or could not be had in time. */
const MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'terminating connection due to administrator command',
];

export function isConnectionError(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = causeOf(e), depth++) {
    if (matches(e)) return true;
  }
  return false;
}

function matches(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SHUTDOWN_SQLSTATES.has(code)) return true;
    // class 08: connection exception (08000, 08003, 08006, 08001, 08004, …)
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (error instanceof AggregateError && error.errors.some(matches)) return true;
  return typeof message === 'string' && MESSAGES.some((m) => message.includes(m));
}

function causeOf(error: unknown): unknown {
  return (error as { cause?: unknown } | null)?.cause;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pauses between attempts: a terminated connection is replaced at once; a restart is not. */
export const RECONNECT_PAUSES_MS = [50, 250];

/**
 * Runs `work` again when the connection broke under it. Only for work that is safe to repeat
 * (reads, or writes whose repetition the caller has made harmless); anything else must fail.
 */
export async function retryOnDisconnect<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const wait = RECONNECT_PAUSES_MS[attempt];
      if (wait === undefined || !isConnectionError(error)) throw error;
      await pause(wait);
    }
  }
}
