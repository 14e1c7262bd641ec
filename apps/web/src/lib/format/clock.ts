import { CLOCK_UTC_OFFSET_HOURS } from '@portal/contract';

const HOUR_MS = 3_600_000;

/** 'YYYY-MM-DD HH:mm:ss' of an instant as seen in UTC+8 (spec 4: the header clock). */
export function formatClock(epochMs: number, offsetHours: number = CLOCK_UTC_OFFSET_HOURS) {
  const shifted = new Date(epochMs + offsetHours * HOUR_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

export function clockZoneLabel(offsetHours: number = CLOCK_UTC_OFFSET_HOURS): string {
  return `UTC${offsetHours >= 0 ? '+' : '-'}${Math.abs(offsetHours)}`;
}
