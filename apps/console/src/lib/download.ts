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

/**
 * The file name the server gave in Content-Disposition (RFC 6266): the exact UTF-8 name
 * (`filename*`) when there is one, else the plain one; null when there is neither.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (exact?.[1]) {
    try {
      return decodeURIComponent(exact[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename="([^"]*)"/i.exec(disposition);
  return plain?.[1] || null;
}
