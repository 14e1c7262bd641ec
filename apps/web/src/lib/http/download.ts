const FILENAME_STAR = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/;
const FILENAME = /filename\s*=\s*"?([^";]+)"?/;
export const DEFAULT_DOWNLOAD_NAME = 'download';

/** File name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null): string {
  if (!header) return DEFAULT_DOWNLOAD_NAME;
  const star = FILENAME_STAR.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      return star.trim();
    }
  }
  return FILENAME.exec(header)?.[1]?.trim() || DEFAULT_DOWNLOAD_NAME;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
