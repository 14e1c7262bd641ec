import type { Transfer } from './web-metrics.js';

/** One request of the login → dashboard visit, as the breakdown prints it. */
export interface VisitItem {
  path: string;
  /** before the click on "log in" (the login page and its idle loads), or after it */
  phase: 'login page' | 'dashboard';
  bytes: number;
  bodyBytes: number;
}

const KINDS: Array<[string, (path: string) => boolean]> = [
  ['API answers', (p) => p.startsWith('/frontend-server/')],
  ['scripts', (p) => p.endsWith('.js')],
  ['styles', (p) => p.endsWith('.css')],
  ['images', (p) => /\.(svg|png|jpe?g|webp|gif|ico)$/.test(p)],
  ['documents', () => true],
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function visitItems(transfers: Transfer[], loginCount: number): VisitItem[] {
  return transfers.map((t, i) => ({
    path: new URL(t.url).pathname,
    phase: i < loginCount ? 'login page' : 'dashboard',
    bytes: t.bytes,
    bodyBytes: t.bodyBytes,
  }));
}

/** Markdown: the visit's bytes by kind of answer, then its largest requests. */
export function printBreakdown(items: VisitItem[], top = 12): void {
  const fetched = items.filter((item) => item.bytes > 0);
  console.log('| kind | requests | KB on the wire | of which headers |');
  console.log('| --- | ---: | ---: | ---: |');
  const rest = [...fetched];
  for (const [kind, matches] of KINDS) {
    const mine = rest.filter((item) => matches(item.path));
    for (const item of mine) rest.splice(rest.indexOf(item), 1);
    if (mine.length === 0) continue;
    const bytes = mine.reduce((sum, item) => sum + item.bytes, 0);
    const headers = mine.reduce((sum, item) => sum + item.bytes - item.bodyBytes, 0);
    console.log(`| ${kind} | ${mine.length} | ${kb(bytes)} | ${kb(headers)} |`);
  }
  const total = fetched.reduce((sum, item) => sum + item.bytes, 0);
  const headers = fetched.reduce((sum, item) => sum + item.bytes - item.bodyBytes, 0);
  console.log(`| **all** | ${fetched.length} | ${kb(total)} | ${kb(headers)} |`);

  console.log(`\n| largest requests | when | KB on the wire | of which headers |`);
  console.log('| --- | --- | ---: | ---: |');
  for (const item of [...fetched].sort((a, b) => b.bytes - a.bytes).slice(0, top)) {
    console.log(
      `| \`${item.path}\` | ${item.phase} | ${kb(item.bytes)} | ${kb(item.bytes - item.bodyBytes)} |`,
    );
  }
}
