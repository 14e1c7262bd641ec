import react from '@vitejs/plugin-react';
import {
  callSchemasStayOnServer,
  contractSchemasArePure,
} from '../../packages/contract/build/vite-plugins';
import { defineConfig, type Plugin } from 'vite';
import {
  deepLibraryImports,
  firstScreensVendorChunk,
  formContextWithoutFormEngine,
} from './scripts/first-screens-chunk';

const API_BASE_PATH = '/frontend-server';
const DEV_API_TARGET = 'http://localhost:8080';

/** Vendor groups kept in their own long-cached chunks; everything else splits per route. */
const VENDOR_CHUNKS: Array<[string, RegExp]> = [
  ['react', /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/],
  ['i18n', /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/],
  // addresses: the contract's phone rule reaches it from the entry's graph, but only the address
  // forms call it; in a chunk of its own it loads with them, not with the login page
  ['phone', /node_modules[\\/]libphonenumber-js[\\/]/],
  // the virtualiser (organization chart) is not for the first screens: it stays with its page
  ['query', /node_modules[\\/](@tanstack[\\/](?!react-virtual|virtual-core)|zustand|js-cookie)/],
];

const vendor = firstScreensVendorChunk();

/**
 * Writes `.vite/chunk-modules.json`: the source modules of each chunk file. The bundler merges
 * chunks under the size floor into others, and the manifest then names a merged page by the
 * chunk it joined, not by its source; the size budgets find such a page through this map.
 */
function chunkModulesMap(): Plugin {
  return {
    name: 'chunk-modules-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = `${process.cwd()}/`;
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = output.moduleIds
          .filter((id) => id.startsWith(`${root}src/`))
          .map((id) => id.slice(root.length));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(map),
      });
    },
  };
}

export default defineConfig({
  plugins: [
    formContextWithoutFormEngine(),
    contractSchemasArePure(),
    callSchemasStayOnServer(),
    vendor.plugin,
    react(),
    deepLibraryImports(),
    chunkModulesMap(),
  ],
  server: {
    proxy: { [API_BASE_PATH]: { target: DEV_API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        // antd's parts are imported by several lazy parts; without a floor the bundler cut them
        // into ~20 small chunks, each a request and a compression dictionary of its own; at 20 KB
        // it merged the login page's shared modules with dashboard cards (docs/benchmarks.md)
        experimentalMinChunkSize: 25_000,
        manualChunks(id, meta) {
          for (const [name, pattern] of VENDOR_CHUNKS) if (pattern.test(id)) return name;
          return vendor.chunkOf(id, meta);
        },
      },
    },
  },
});
