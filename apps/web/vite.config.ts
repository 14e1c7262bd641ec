import react from '@vitejs/plugin-react';
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

const CONTRACT_SOURCE = /packages[\\/]contract[\\/]src[\\/].*\.ts$/;
const COMMENT_OR_STRING =
  /(\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)/;
/**
 * A call in expression position (after `=`, `:`, `(`, `,`, `[`, `=>`, `?`, `...`, `&&`,
 * `||`, `??`): the contract builds its zod schemas this way at module level. Statement calls
 * (inside functions) are never matched, so no side effect of a pure rule can be dropped.
 */
const EXPRESSION_CALL =
  /(?<=(?:[=:(,[?]|=>|\|\||&&|\?\?|\.\.\.)\s*)(?!(?:function|return|typeof|await|new|async|void|delete|in|of|instanceof|yield|if|switch|while|for|catch)\b)(?=[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*\s*\()/g;

/**
 * The contract's zod schemas are built at module level. The web uses its constants and pure
 * rules, not the schemas, so the schema initializers are marked pure for tree-shaking and
 * zod stays out of the bundle.
 */
function contractSchemasArePure(): Plugin {
  return {
    name: 'contract-schemas-are-pure',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      // comments and strings are left as they are; only code between them is annotated
      const parts = code.split(COMMENT_OR_STRING);
      const annotated = parts.map((part, i) =>
        i % 2 === 1 ? part : part.replace(EXPRESSION_CALL, '/* @__PURE__ */ '),
      );
      return { code: annotated.join(''), map: null };
    },
  };
}

const CONTRACT_CALLS = /packages[\\/]contract[\\/]src[\\/].*\.calls\.ts$/;
/** The parts of a call declaration the web never reads: its zod schemas and OpenAPI texts. */
const SERVER_ONLY_FIELDS = new Set(['params', 'query', 'body', 'headers', 'response', 'summary']);

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

/** Every `params: …`, `query: …`, `body: …`, `headers: …`, `response: …` or `summary: …`. */
function serverOnlyProperties(node: AstNode, found: AstNode[] = []): AstNode[] {
  const key = node.key as AstNode | undefined;
  if (node.type === 'Property' && !node.computed && key?.type === 'Identifier') {
    if (SERVER_ONLY_FIELDS.has(key.name as string)) found.push(node);
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) serverOnlyProperties(child, found);
    }
  }
  return found;
}

/**
 * The web calls the contract's declarations (`callApi(WALLET_CALLS.transfer, …)`) for their
 * method and path only: it trusts the server's answer and never validates it. In a build the
 * declarations' schema fields (and OpenAPI summaries) become `undefined`, so the schemas are
 * unused, tree-shaken with the rest of the contract's schemas, and zod stays out of the
 * bundle. Types are untouched.
 */
function callSchemasStayOnServer(): Plugin {
  return {
    name: 'call-schemas-stay-on-server',
    // after Vite's own TypeScript transform: the code parses as JavaScript
    transform(code, id) {
      if (!CONTRACT_CALLS.test(id)) return null;
      const cuts = serverOnlyProperties(this.parse(code) as unknown as AstNode);
      let out = code;
      for (const prop of cuts.sort((a, b) => b.start - a.start)) {
        const name = (prop.key as AstNode).name as string;
        out = `${out.slice(0, prop.start)}${name}: void 0${out.slice(prop.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

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
