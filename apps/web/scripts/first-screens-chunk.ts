// Build plugins that keep the first screens (login page → member frame → dashboard) small on
// the wire: antd's code the first screens run goes into one chunk, and nothing else
// does. Used by vite.config.ts.
import type { Plugin, Rollup } from 'vite';

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Libraries whose index re-exports every component: a name imported from the index → the file
 * whose default export it is (antd's 76 names all follow its folder names), or undefined to
 * leave the import as it is.
 */
const BARRELS: Record<string, (name: string) => string | undefined> = {
  antd: (name) =>
    `antd/es/${name === 'QRCode' ? 'qr-code' : name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`,
  '@ant-design/icons': (name) =>
    /(Outlined|Filled|TwoTone)$/.test(name) ? `@ant-design/icons/es/icons/${name}` : undefined,
};

/**
 * `import { Button, Modal } from 'antd'` becomes `import Button from 'antd/es/button'; …` in
 * the app's own code. The bundle is the same (tree-shaking drops the rest of the index either
 * way), but the module graph then says which antd files a module really uses, which the
 * first-screens chunk below relies on: through the index, every module seemed to import all of
 * antd.
 */
export function deepLibraryImports(): Plugin {
  return {
    name: 'deep-library-imports',
    apply: 'build',
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id)) return null;
      if (
        !Object.keys(BARRELS).some((lib) => code.includes(`'${lib}'`) || code.includes(`"${lib}"`))
      )
        return null;
      const program = this.parse(code) as unknown as { body: AstNode[] };
      const cuts: Array<{ start: number; end: number; text: string }> = [];
      for (const node of program.body) {
        const source = (node.source as AstNode | undefined)?.value as string | undefined;
        const deep = node.type === 'ImportDeclaration' && source ? BARRELS[source] : undefined;
        const specifiers = (node.specifiers ?? []) as AstNode[];
        if (!deep || !specifiers.every((s) => s.type === 'ImportSpecifier')) continue;
        const names = specifiers.map((s) => (s.imported as AstNode).name as string);
        if (!names.every((name) => deep(name))) continue;
        const lines: string[] = [];
        for (const [i, name] of names.entries()) {
          const file = deep(name)!;
          if (!(await this.resolve(file, id))) throw new Error(`${id}: no ${file} for ${name}`);
          lines.push(`import ${(specifiers[i]!.local as AstNode).name as string} from '${file}';`);
        }
        cuts.push({ start: node.start, end: node.end, text: lines.join(' ') });
      }
      if (cuts.length === 0) return null;
      let out = code;
      for (const cut of cuts.reverse())
        out = `${out.slice(0, cut.start)}${cut.text}${out.slice(cut.end)}`;
      return { code: out, map: null };
    },
  };
}

/**
 * antd's form context (which Modal and every input read) takes only FormProvider from the form
 * engine, but the engine's index assigns its parts to the Form component at load, so importing
 * it kept the whole engine and its validator (~16 KB br) on every screen with a dialog. Pointed
 * at the one file that defines FormProvider; antd's Form itself still imports the index.
 */
export function formContextWithoutFormEngine(): Plugin {
  return {
    name: 'form-context-without-form-engine',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer?.endsWith('/antd/es/form/context.js')) {
        return null;
      }
      return this.resolve('@rc-component/form/es/FormContext', importer, { skipSelf: true });
    },
  };
}

/**
 * The modules that draw antd on the first screens after login: the member frame, its theme,
 * the dashboard, the dialog and toast host (loaded when the login page is idle).
 */
const FIRST_SCREEN_ROOTS = [
  'src/app/layout/shell-layout.tsx',
  'src/app/antd-scope.tsx',
  'src/lib/feedback/feedback-host.tsx',
  'src/features/dashboard/system-index-page.tsx',
];

type ModuleInfoOf = (id: string) => Rollup.ModuleInfo | null;

/** `roots` and every module they import statically, transitively. */
function staticClosure(roots: string[], info: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * One chunk of exactly the library code (antd and its parts) the first screens after login
 * need and the entry does not. Left to the bundler, that code was cut by which lazy parts share
 * it and then merged by size, so the dashboard fetched ten chunks holding parts it never runs
 * (antd's form engine and its validator, Skeleton, Grid). Other pages fetch this chunk too: it
 * is already cached when they open.
 */
export function firstScreensVendorChunk() {
  let chunks: Map<string, string> | undefined;
  const plugin: Plugin = {
    name: 'first-screens-vendor-chunk',
    apply: 'build',
    buildStart() {
      chunks = undefined;
    },
  };
  const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);
  const chunkOf = (id: string, { getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta) => {
    if (!chunks) {
      const ids = [...getModuleIds()];
      const roots = ids.filter((m) => FIRST_SCREEN_ROOTS.some((root) => m.endsWith(`/${root}`)));
      if (roots.length !== FIRST_SCREEN_ROOTS.length) {
        throw new Error(`first-screen modules missing: found ${roots.join(', ')}`);
      }
      const entry = staticClosure(
        ids.filter((m) => getModuleInfo(m)?.isEntry),
        getModuleInfo,
      );
      chunks = new Map();
      for (const m of staticClosure(roots, getModuleInfo)) {
        // a manual chunk takes in the libraries its modules import unless another manual chunk
        // holds them: the few the entry shares (icon base, clsx) ride with React, or the login
        // page would fetch all of antd
        if (isLibrary(m)) chunks.set(m, entry.has(m) ? 'react' : 'antd');
      }
    }
    return chunks.get(id);
  };
  return { plugin, chunkOf };
}
