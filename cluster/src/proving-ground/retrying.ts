import { envelopeOf, type Answer, type Call, type HttpClient } from './http.js';

/** One try of a call: when it was sent (ms since the run began) and what came back. */
export interface Attempt {
  at: number;
  /** when its answer (or the dropped connection) came: a 5xx belongs to the window it came in */
  answeredAt: number;
  status: number;
  /** a 5xx answer's error key (the envelope's data.error), to tell the faults apart */
  error?: string;
}

/** A call as the load made it: every try, and the last answer. */
export interface Sent {
  kind: string;
  call: Call;
  /** when the schedule said it should go (ms since the run began) */
  scheduledAt: number;
  /** from the scheduled time to the last answer, ms */
  latencyMs: number;
  attempts: Attempt[];
  final: Answer;
}

function errorOf(answer: Answer): { error?: string } {
  if (answer.status < 500) return {};
  const error = envelopeOf(answer).data.error;
  return typeof error === 'string' ? { error } : {};
}

/** A lost database, a server gone from HAProxy's view, or a dropped connection. */
export const isRetryable = (status: number) =>
  status === 0 || status === 502 || status === 503 || status === 504;

const RETRY_PAUSE_MS = 300;
/** a member's browser gives up after about this long; far longer than any fault window */
const GIVE_UP_MS = 90_000;

/**
 * Sends a call, and again with the same Idempotency-Key and body while the answer is a 503 or
 * a dropped connection, as the web app's retry banner does; a member waits a moment between
 * tries. Latency counts from the scheduled time, so a late start is the server's cost too.
 */
export async function sendWithRetry(
  client: HttpClient,
  kind: string,
  call: Call,
  scheduledAt: number,
  clock: () => number,
): Promise<Sent> {
  const attempts: Attempt[] = [];
  for (;;) {
    const at = clock();
    const final = await client.send(call);
    attempts.push({ at, answeredAt: clock(), status: final.status, ...errorOf(final) });
    const giveUp = clock() - scheduledAt > GIVE_UP_MS;
    if (!isRetryable(final.status) || giveUp) {
      return { kind, call, scheduledAt, latencyMs: clock() - scheduledAt, attempts, final };
    }
    await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
  }
}
