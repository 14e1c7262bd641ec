export const LIBRARY_KEY = ['console', 'library'] as const;

/** A size in bytes as people read it (KB and MB of 1024). */
export function sizeText(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
