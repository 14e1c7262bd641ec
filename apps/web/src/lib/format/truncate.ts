import { DEFAULT_TRUNCATE_CHARS } from '@portal/contract';

const ELLIPSIS = '…';

/** Cuts text to `max` characters (code points, so emoji and CJK stay whole) plus an ellipsis. */
export function truncate(text: string | null | undefined, max: number = DEFAULT_TRUNCATE_CHARS) {
  const chars = Array.from(text ?? '');
  return chars.length > max ? chars.slice(0, max).join('') + ELLIPSIS : chars.join('');
}
