import type { ByteRange } from '../../lib/file-store/index.js';

export type { ByteRange };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range a `Range` header asks of a file of `size` bytes (RFC 9110 14.1.2): `a-b`,
 * `a-` or the last `-n` bytes, its end clamped to the file. Null when there is none, it is
 * malformed, several ranges are asked (only a video player's single range is worth serving)
 * or it lies past the end: the whole file is then sent with 200, which the RFC allows, so a
 * member never meets an error of its own for a header the browser wrote.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | null {
  const match = SINGLE.exec(header?.trim() ?? '');
  if (!match || size <= 0) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return null;
  return { start, end };
}

export const contentRangeOf = (range: ByteRange, size: number) =>
  `bytes ${range.start}-${range.end}/${size}`;
