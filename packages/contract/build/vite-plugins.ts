import type { Plugin } from 'vite';

/**
 * The two build steps both browser apps (the member web app and the console) put before their
 * bundler: they use the contract's declarations for their method, path and types and a few pure
 * rules, never its zod schemas, so these steps let the bundler drop the schemas, and zod with
 * them. They live with the contract because they follow how its source is written.
 */

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
 * The contract's zod schemas are built at module level. The apps use its constants and pure
 * rules, not the schemas, so the schema initializers are marked pure for tree-shaking and
 * zod stays out of the bundle.
 */
export function contractSchemasArePure(): Plugin {
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
/** The parts of a call declaration the apps never read: its zod schemas and OpenAPI texts. */
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
 * The apps call the contract's declarations (`callApi(WALLET_CALLS.transfer, …)`) for their
 * method and path only: they trust the server's answer and never validate it. In a build the
 * declarations' schema fields (and OpenAPI summaries) become `undefined`, so the schemas are
 * unused, tree-shaken with the rest of the contract's schemas, and zod stays out of the
 * bundle. Types are untouched.
 */
export function callSchemasStayOnServer(): Plugin {
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
