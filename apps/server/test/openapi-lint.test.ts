import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { generateConsoleOpenApi, generateOpenApi } from '../src/ops/openapi-document.js';

/** Paths the spec's call list gives with a trailing slash, kept as clients call them. */
const SPEC_TRAILING_SLASH_PATHS = [
  '/frontend-server/sys/list/all/option/',
  '/frontend-server/ca/area/qry/all/eu/country/',
];

/** Public calls that take no input at all: no 4XX answer exists for them to document. */
const CALLS_WITHOUT_CLIENT_ERRORS = [
  'system.serverDateTime',
  'system.mobileCodes',
  'system.allCountries',
];

type Document = { paths: Record<string, Record<string, { operationId?: string }>> };

/** A JSON pointer segment as the linter writes it in a problem's location. */
const segment = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

/** The problems the spec's own choices raise, by rule and location. */
function excused(doc: Document): Set<string> {
  const keys = SPEC_TRAILING_SLASH_PATHS.map(
    (path) => `no-path-trailing-slash #/paths/${segment(path)}`,
  );
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (CALLS_WITHOUT_CLIENT_ERRORS.includes(operation.operationId ?? '')) {
        keys.push(`operation-4xx-response #/paths/${segment(path)}/${method}/responses`);
      }
    }
  }
  return new Set(keys);
}

describe('OpenAPI document lint', () => {
  it("passes Redocly's recommended rules with no error or warning but the spec's own", async () => {
    const source = await generateOpenApi();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => ({
      key: `${p.ruleId} ${p.location[0]?.pointer ?? ''}`,
      problem: `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`,
    }));
    const allowed = excused(JSON.parse(source) as Document);
    expect(found.filter((f) => !allowed.has(f.key)).map((f) => f.problem)).toEqual([]);
    // each exception is still needed: the spec's paths and the input-less calls are as listed
    expect(found.map((f) => f.key).sort()).toEqual([...allowed].sort());
  });

  it("the console's document passes the same rules with no exception", async () => {
    const source = await generateConsoleOpenApi();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'console-openapi.json', config });
    const found = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`,
    );
    expect(found).toEqual([]);
  });
});
