import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes the headers and the round trip cost more than compression saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic answers (JSON, the OpenAPI document) for routes registered after it.
 * The SPA's files are registered before it and sent precompressed from the build; an answer
 * that already carries a Content-Encoding is passed through as is, so nothing is compressed
 * twice. Compressed request bodies are not accepted: no client sends them, and inflating
 * them would let a small body outgrow the body limit.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
