import { API_BASE_PATH, API_CALLS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Routes under the API base path that are infrastructure, not calls: the OpenAPI document and
 * swagger-ui's pages. /healthz and /readyz live outside the base path.
 */
const INFRASTRUCTURE = [`${API_BASE_PATH}/openapi.json`, `${API_BASE_PATH}/docs`];
const isInfrastructure = (url: string) =>
  INFRASTRUCTURE.some((p) => url === p || url.startsWith(`${p}/`));

describe('declared calls and registered routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const apiRoutes = () =>
    t.app.registeredRoutes.filter(
      (r) => r.url.startsWith(`${API_BASE_PATH}/`) && !isInfrastructure(r.url),
    );

  it('registers every declared call, from its declaration, with the same method and path', () => {
    const routes = new Map(apiRoutes().map((r) => [`${r.method} ${r.url}`, r]));
    const missing = API_CALLS.filter((c) => !routes.has(`${c.method} ${API_BASE_PATH}${c.path}`));
    expect(missing.map((c) => `${c.id}: ${c.method} ${c.path}`)).toEqual([]);
    const byHand = API_CALLS.filter(
      (c) => routes.get(`${c.method} ${API_BASE_PATH}${c.path}`)?.declared === false,
    );
    expect(byHand.map((c) => `${c.id} is registered by hand, not with route()`)).toEqual([]);
  });

  it('has no route under the API base path without a declaration', () => {
    const declared = new Set(API_CALLS.map((c) => `${c.method} ${API_BASE_PATH}${c.path}`));
    const undeclared = apiRoutes().filter((r) => !declared.has(`${r.method} ${r.url}`));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('documents each call in OpenAPI with its summary, tags and security', () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[]; security?: [] }>>;
    };
    for (const call of API_CALLS) {
      const path = `${API_BASE_PATH}${call.path}`.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[call.method.toLowerCase()];
      expect(op, call.id).toBeDefined();
      expect(op?.summary, call.id).toBe(call.summary);
      expect(op?.tags, call.id).toEqual([...call.tags]);
      // public calls need no token; the others inherit the document's token scheme
      expect(op?.security, call.id).toEqual(call.access === 'public' ? [] : undefined);
    }
  });
});
