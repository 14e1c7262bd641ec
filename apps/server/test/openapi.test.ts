import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApi, OPENAPI_FILE } from '../src/ops/openapi-document.js';

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
});
