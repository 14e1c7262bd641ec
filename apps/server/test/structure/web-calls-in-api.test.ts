import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web's calls live in api folders (docs/ARCHITECTURE.md, "Web"): a feature keeps its
 * fetchers, `queryOptions` and hooks in `features/<d>/api/`, and shared code in
 * `shared/api/`. A component that calls `callApi(` itself hides a query key and its
 * invalidations where the next reader does not look; this test names the file that does.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const WEB_SRC = path.join(ROOT, 'apps/web/src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Code, not its tests: a test may call the client to set a scene. */
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

/** Where a call may be made, `file` relative to apps/web/src with forward slashes. */
function mayCall(file: string): boolean {
  if (file.startsWith('shared/')) return file.startsWith('shared/api/');
  if (file.startsWith('features/')) return /^features\/[^/]+\/(.+\/)?api\//.test(file);
  return true;
}

/** `file` when it calls the client outside an api folder, else nothing. */
function offence(file: string, text: string): string[] {
  return !mayCall(file) && /\bcallApi\(/.test(text) ? [file] : [];
}

const webFiles = (dir: string) =>
  filesUnder(path.join(WEB_SRC, dir))
    .filter(isSource)
    .map((full) => path.relative(WEB_SRC, full).split(path.sep).join('/'));

describe('the web calls its API only from api folders', () => {
  it('the rule catches a planted call and lets an api file call', () => {
    const planted = 'const funnel = useQuery({ queryFn: () => callApi(CALLS.funnel) });';
    expect(offence('features/registration/link-funnel.tsx', planted)).toEqual([
      'features/registration/link-funnel.tsx',
    ]);
    expect(offence('shared/address/address-api.ts', planted)).toEqual([
      'shared/address/address-api.ts',
    ]);
    expect(offence('features/registration/api/link-funnel.ts', planted)).toEqual([]);
    expect(offence('features/order/checkout/api/pay.ts', planted)).toEqual([]);
    expect(offence('shared/api/rank-card.ts', planted)).toEqual([]);
    expect(offence('features/registration/link-funnel.tsx', 'useLinkFunnel();')).toEqual([]);
  });

  it('no feature or shared file outside an api folder calls callApi(', () => {
    const found = [...webFiles('features'), ...webFiles('shared')].flatMap((file) =>
      offence(file, readFileSync(path.join(WEB_SRC, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
