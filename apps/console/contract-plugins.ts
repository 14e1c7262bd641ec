import type { Plugin } from 'vite';

/**
 * The console uses the contract's declarations for their method, path and types, and a few pure
 * rules; it never validates with the zod schemas. These two build steps (the same as the member
 * web app's) let the bundler drop the schemas, and zod with them.
 */

const CONTRACT_SOURCE = /packages[\\/]contract[\\/]src[\\/].*\.ts$/;
const COMMENT_OR_STRING =
  /(\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)/;
/** A call in expression position: how the contract builds its schemas at module level. */
const EXPRESSION_CALL =
  /(?<=(?:[=:(,[?]|=>|\|\||&&|\?\?|\.\.\.)\s*)(?!(?:function|return|typeof|await|new|async|void|delete|in|of|instanceof|yield|if|switch|while|for|catch)\b)(?=[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*\s*\()/g;

/** Marks the contract's module-level schema initializers pure, so unused ones are shaken out. */
export function contractSchemasArePure(): Plugin {
  return {
    name: 'contract-schemas-are-pure',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      const parts = code.split(COMMENT_OR_STRING);
      const annotated = parts.map((part, i) =>
        i % 2 === 1 ? part : part.replace(EXPRESSION_CALL, '/* @__PURE__ */ '),
      );
      return { code: annotated.join(''), map: null };
    },
  };
}

const CONTRACT_CALLS = /packages[\\/]contract[\\/]src[\\/].*\.calls\.ts$/;
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

/** In a build, a declaration's schema fields become `undefined`; its types are untouched. */
export function callSchemasStayOnServer(): Plugin {
  return {
    name: 'call-schemas-stay-on-server',
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
