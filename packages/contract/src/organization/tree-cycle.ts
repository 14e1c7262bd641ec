/**
 * Cycles of the compensation plan: one ISO week, Monday 00:00 to Sunday 23:59:59 UTC+8, named
 * `2026-W48`. Pure date arithmetic on UTC milliseconds shifted by eight hours, so the answer is
 * the same on every server whatever its time zone.
 */
const UTC8_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export const CYCLE_PATTERN = /^\d{4}-W\d{2}$/;

/** The cycle an instant falls in (an order counts in the cycle of its payment time). */
export function cycleOf(at: Date): string {
  const local = new Date(at.getTime() + UTC8_MS);
  const day = (local.getUTCDay() + 6) % 7; // Monday 0
  // the ISO week's year is the year of its Thursday
  const thursday = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - day + 3),
  );
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS;
  const week = Math.floor((thursday.getTime() - firstMonday) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The instant a cycle starts (Monday 00:00 UTC+8). */
export function cycleStart(cycle: string): Date {
  const [yearText, weekText] = cycle.split('-W');
  const year = Number(yearText);
  const jan4 = Date.UTC(year, 0, 4);
  const firstMonday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(firstMonday + (Number(weekText) - 1) * 7 * DAY_MS - UTC8_MS);
}

/** The cycle `count` weeks before (negative: after) the given one. */
export function cycleBefore(cycle: string, count = 1): string {
  return cycleOf(new Date(cycleStart(cycle).getTime() - count * 7 * DAY_MS));
}
