// Writes a .br and a .gz file beside every compressible file of the built web app, so the
// server sends the smallest encoding the browser accepts without compressing per request.
// node:zlib does it at the highest settings (brotli 11, gzip 9): build time is cheap, bytes on
// a phone's network are not, and no build plugin dependency is needed.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** The server's threshold for dynamic answers too: below it, compression saves nothing. */
export const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const ENCODERS = {
  br: (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
};

/** Compresses every eligible file under `dir`; returns how many variants were written. */
export function precompressDir(dir) {
  let written = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    for (const [ext, encode] of Object.entries(ENCODERS)) {
      const packed = encode(data);
      // a variant that is not smaller would only cost the browser bytes
      if (packed.length >= data.length) continue;
      writeFileSync(`${file}.${ext}`, packed);
      written += 1;
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.env.WEB_DIST ?? path.resolve(path.dirname(process.argv[1]), '../dist');
  console.log(`precompressed ${precompressDir(dist)} files (.br, .gz) in ${dist}`);
}
