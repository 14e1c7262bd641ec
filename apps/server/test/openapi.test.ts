import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_OPENAPI_FILE,
  generateConsoleOpenApi,
  generateOpenApi,
  OPENAPI_FILE,
} from '../src/ops/openapi-document.js';

describe('OpenAPI document', () => {
  it('the committed docs/openapi.json matches the one generated from the contract (npm run openapi)', async () => {
    const generated = await generateOpenApi();
    expect(existsSync(OPENAPI_FILE), 'docs/openapi.json is missing: run `npm run openapi`').toBe(
      true,
    );
    expect(
      readFileSync(OPENAPI_FILE, 'utf8'),
      'docs/openapi.json drifted: run `npm run openapi`',
    ).toBe(generated);
  });

  it('documents every API route with the token security scheme', async () => {
    const doc = JSON.parse(await generateOpenApi()) as {
      paths: Record<string, unknown>;
      components: { securitySchemes: object };
    };
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/frontend-server/'))).toBe(true);
    expect(doc.components.securitySchemes).toHaveProperty('token');
  });

  it("the console's own document: only /console-api paths, the operator token, committed as docs/console-openapi.json", async () => {
    const generated = await generateConsoleOpenApi();
    expect(readFileSync(CONSOLE_OPENAPI_FILE, 'utf8'), 'run `npm run openapi`').toBe(generated);
    const doc = JSON.parse(generated) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: object };
    };
    expect(Object.keys(doc.paths).length).toBeGreaterThan(5);
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/console-api/'))).toBe(true);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['consoleToken']);
    // the sign-in steps are open; every other operation needs the operator's session
    expect(doc.paths['/console-api/auth/login']?.post?.security).toEqual([]);
    expect(doc.paths['/console-api/withdrawals']?.get?.security).toEqual([{ consoleToken: [] }]);
  });
});
