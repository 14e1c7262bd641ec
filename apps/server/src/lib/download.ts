import type { FastifyReply } from 'fastify';

/** The types a download may be sent as. */
export type DownloadType =
  'application/octet-stream' | 'text/csv; charset=utf-8' | 'application/pdf';

/**
 * Content-Disposition for a download: an ASCII fallback name and the exact UTF-8 name
 * (RFC 6266 / 5987), so names with accents or CJK survive every browser.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a binary answer the web client turns into a file download (spec "The calls the product
 * makes"). A console file may name its type (CSV, PDF) so a browser opening it directly knows
 * it; never JSON, which the clients read as an answer envelope.
 */
export function sendDownload(
  reply: FastifyReply,
  fileName: string,
  body: Buffer | string,
  contentType: DownloadType = 'application/octet-stream',
) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(body);
}
