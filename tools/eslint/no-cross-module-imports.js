import path from 'node:path';

/**
 * Server modules meet only at their faces: code outside `src/modules/<d>/` imports that module
 * through `src/modules/<d>/index.ts`, never its repositories, tables or other inner files. The
 * registry (`src/app-modules/index.ts`, `src/app.ts`) may also import `*.routes.ts` files and the
 * modules' descriptors, `<d>.module.ts`.
 * `src/lib` and `src/db` sit below every module and import none of them, nor the seed or flows
 * (a command line there, `cli.ts`, is an entry point and may).
 *
 * A face (`index.ts` of a module or of one of its sub-folders) offers services and types, never
 * repositories: it imports and re-exports nothing from a `*.repository.ts` file, so another
 * module reaches the tables only through a service that owns the query.
 */
const SRC = /^(.*[\\/]apps[\\/]server[\\/]src)[\\/]/;
const MODULE = /[\\/]apps[\\/]server[\\/]src[\\/]modules[\\/]([^\\/]+)[\\/](.+)$/;
const LOWER = /[\\/]apps[\\/]server[\\/]src[\\/](lib|db)[\\/]/;
const UPPER = /[\\/]apps[\\/]server[\\/]src[\\/](modules|seed|flows)[\\/]/;
const REGISTRY = /[\\/]apps[\\/]server[\\/]src[\\/](app-modules[\\/]index|app)\.ts$/;
const FACE = /^index\.(js|ts)$/;
const FACE_FILE = /(^|[\\/])index\.ts$/;
const REPOSITORY = /\.repository(\.(js|ts))?$/;
const ENTRY = /[\\/]cli\.ts$/;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'server modules import each other only through their index.ts face' },
    messages: {
      inner:
        "Import module '{{to}}' through its face modules/{{to}}/index.ts, not its file '{{file}}' (docs/ARCHITECTURE.md).",
      upward: 'src/{{layer}} may not import from src/{{target}}: modules build on lib and db.',
      faceRepository:
        "A module's face offers services and types, not its repository '{{file}}': export a service that does the query (docs/ARCHITECTURE.md).",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    if (!SRC.test(filename)) return {};
    const fromModule = MODULE.exec(filename)?.[1];
    const isFace = fromModule !== undefined && FACE_FILE.test(MODULE.exec(filename)[2]);
    const fromLower = ENTRY.test(filename) ? undefined : LOWER.exec(filename)?.[1];
    const isRegistry = REGISTRY.test(filename);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(filename), source);
      if (isFace && REPOSITORY.test(source)) {
        context.report({
          node,
          messageId: 'faceRepository',
          data: { file: path.basename(source) },
        });
        return;
      }
      const upper = UPPER.exec(target + path.sep)?.[1];
      if (fromLower && upper) {
        context.report({ node, messageId: 'upward', data: { layer: fromLower, target: upper } });
        return;
      }
      const to = MODULE.exec(target);
      if (!to || to[1] === fromModule) return;
      const [, module, file] = to;
      if (FACE.test(file)) return;
      if (isRegistry && /^[^\\/]+\.(routes|module)\.(js|ts)$/.test(file)) return;
      context.report({ node, messageId: 'inner', data: { to: module, file } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
