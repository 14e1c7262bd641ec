export const MINUTE_MS = 60_000;

/** Minutes left until an ISO instant, rounded up so "0 minutes" never shows while it lasts. */
export function minutesLeft(untilIso: string, nowMs: number): number {
  return Math.max(1, Math.ceil((Date.parse(untilIso) - nowMs) / MINUTE_MS));
}
