import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * Production build of the server: one ES module, apps/server/dist/main.js, run by plain
 * `node` (npm run serve). The workspace contract package is TypeScript source, so it is
 * bundled in; every other package stays an import from node_modules, as installed (native
 * argon2, PGlite's wasm and data files, i18n-iso-countries' locale files).
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(SERVER, 'dist');

/** Bare imports are external except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: [path.join(SERVER, 'src/main.ts')],
  outfile: path.join(OUT, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`server built: ${path.relative(process.cwd(), path.join(OUT, 'main.js'))}`);
