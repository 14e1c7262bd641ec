import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** File → the files it imports; absolute paths, only files under the walked folders. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.tsx?$/;

/** Every .ts/.tsx file under the folders (node_modules and build output left out). */
function sourceFiles(roots: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  for (const root of roots) walk(path.resolve(root));
  return files.sort();
}

/**
 * The file a relative import names, as the compiler resolves it: `./x.js` is `./x.ts` (or
 * .tsx), `./x` is `./x.ts`, `./x.tsx` or `./x/index.ts(x)`. Undefined for anything else (a
 * package, a stylesheet, a JSON file), which cannot close a circle among source files.
 */
function resolveRelative(from: string, spec: string, known: Set<string>): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  const stem = base.replace(/\.(m|c)?jsx?$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => known.has(file));
}

/**
 * The import graph of the folders' files. Every way one file names another counts: imports
 * (type-only too, since a circle of types is still a circle a reader must untangle),
 * `export ... from` and dynamic `import()`.
 */
export function importGraph(roots: string[]): ImportGraph {
  const files = sourceFiles(roots);
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveRelative(file, fileName, known);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The graph's strongly connected parts of more than one file, or a file importing itself. */
function tangledParts(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const parts: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== frame.node);
      if (part.length > 1 || targets.includes(frame.node)) parts.push(part.sort());
    }
  }
  return parts;
}

/** One shortest circle through `start` inside its tangled part (breadth-first). */
function circleThrough(graph: ImportGraph, start: string, part: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!part.has(target)) continue;
      if (target === start) {
        const circle = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * The import circles: one shortest circle for each tangle of files that import one another
 * (a tangle may hold more circles; untangling the one shown usually shows the next).
 */
export function importCircles(graph: ImportGraph): string[][] {
  return tangledParts(graph).map((part) => circleThrough(graph, part[0]!, new Set(part)));
}

/** Imports from a file under `from` to a file under `to`: a layer that must not look up. */
export function layerBreaches(
  graph: ImportGraph,
  from: string,
  to: string,
): Array<{ file: string; imports: string }> {
  const inside = (dir: string) => (file: string) => file.startsWith(path.resolve(dir) + path.sep);
  const isFrom = inside(from);
  const isTo = inside(to);
  return [...graph].flatMap(([file, targets]) =>
    isFrom(file) ? targets.filter(isTo).map((imports) => ({ file, imports })) : [],
  );
}

/** A circle as a reader wants it: paths relative to `root`, joined by arrows. */
export function describeCircle(circle: string[], root: string): string {
  return circle.map((file) => path.relative(root, file)).join('\n  → ');
}
