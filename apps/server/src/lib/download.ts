import type { FastifyReply } from 'fastify';

/**
 * Content-Disposition for a download: an ASCII fallback name and the exact UTF-8 name
 * (RFC 6266 / 5987), so names with accents or CJK survive every browser.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a binary answer the web client turns into a file download (spec "The calls the product makes"). */
export function sendDownload(reply: FastifyReply, fileName: string, body: Buffer | string) {
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(body);
}
