import type { LibraryKind } from '@portal/contract';

/** What a stored file may be: its extension decides the type it is served with. */
const FILE_TYPES: Record<string, { contentType: string; kind: LibraryKind }> = {
  pdf: { contentType: 'application/pdf', kind: 'pdf' },
  mp4: { contentType: 'video/mp4', kind: 'video' },
  webm: { contentType: 'video/webm', kind: 'video' },
  mov: { contentType: 'video/quicktime', kind: 'video' },
  txt: { contentType: 'text/plain; charset=utf-8', kind: 'document' },
  csv: { contentType: 'text/csv; charset=utf-8', kind: 'document' },
  png: { contentType: 'image/png', kind: 'document' },
  jpg: { contentType: 'image/jpeg', kind: 'document' },
  jpeg: { contentType: 'image/jpeg', kind: 'document' },
  zip: { contentType: 'application/zip', kind: 'document' },
  doc: { contentType: 'application/msword', kind: 'document' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'document',
  },
  ppt: { contentType: 'application/vnd.ms-powerpoint', kind: 'document' },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    kind: 'document',
  },
  xls: { contentType: 'application/vnd.ms-excel', kind: 'document' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    kind: 'document',
  },
};

export const LIBRARY_EXTENSIONS = Object.keys(FILE_TYPES);
const FILE_NAME_MAX = 150;

/**
 * The name a download is offered under: the last path segment only (no directory can ride
 * along, whatever slashes or `..` the operator's path had), without control characters, at
 * most 150 characters keeping the extension. Null when nothing usable is left.
 */
export function safeFileName(raw: string): string | null {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!clean || clean === '.' || clean === '..' || clean.startsWith('.')) return null;
  if (clean.length <= FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 ? clean.slice(dot) : '';
  return clean.slice(0, FILE_NAME_MAX - ext.length) + ext;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** The type and kind of a file by its name, or null when the library does not take it. */
export function fileTypeOf(fileName: string) {
  return FILE_TYPES[extensionOf(fileName)] ?? null;
}

/** A PDF's first bytes: a file named .pdf that is not one is refused, not served as one. */
export const looksLikePdf = (head: Buffer) => head.subarray(0, 5).toString('latin1') === '%PDF-';

/** `q` as an ILIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A video link must be https (the member's browser opens it; no script or plain-http URL). */
export function isVideoUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:' && url.length <= 2000;
  } catch {
    return false;
  }
}
