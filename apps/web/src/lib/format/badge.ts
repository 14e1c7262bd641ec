import { CART_BADGE_CAP } from '@portal/contract';

/** Badge text: the count, or "99+" from 100 on (spec "Business constants and limits"). Zero shows nothing. */
export function badgeText(count: number, cap: number = CART_BADGE_CAP): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > cap ? `${cap}+` : String(Math.floor(count));
}
