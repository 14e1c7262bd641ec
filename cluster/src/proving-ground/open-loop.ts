import { drawAction, type LoadContext, type loadMix } from './mix.js';

/**
 * An open-loop load: arrivals on a Poisson schedule at `rate` per second, decided in advance
 * of any answer. A request whose time has come is sent even when earlier ones still wait (a
 * slow server does not slow the arrivals down), and its latency counts from its scheduled
 * time, so waiting in the client's queue is measured too.
 */
export async function runOpenLoop(
  ctx: LoadContext,
  mix: ReturnType<typeof loadMix>,
  rate: number,
  seconds: number,
): Promise<{ sent: number; maxInFlight: number }> {
  const start = ctx.clock();
  const end = start + seconds * 1000;
  const inFlight = new Set<Promise<void>>();
  let next = start;
  let sent = 0;
  let maxInFlight = 0;
  for (;;) {
    next += -Math.log(1 - Math.random()) * (1000 / rate);
    if (next >= end) break;
    const wait = next - ctx.clock();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const scheduledAt = next;
    const action = drawAction(mix);
    const running: Promise<void> = action(ctx, scheduledAt)
      .catch((error: unknown) => console.error('load action failed:', error))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
    sent++;
    maxInFlight = Math.max(maxInFlight, inFlight.size);
  }
  await Promise.all(inFlight);
  return { sent, maxInFlight };
}
