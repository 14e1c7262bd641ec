import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { closeDeps, createDeps } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db/client.js';

/** The committed copy, which a test compares with the generated document. */
export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/openapi.json',
);

export function serializeOpenApi(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Builds the app on a throw-away in-memory database and returns its OpenAPI document. */
export async function generateOpenApi(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const deps = await createDeps(config, { db: createDb({ dataDir: 'memory://' }), seed: false });
  const app = await buildApp(deps, { logger: false, webRoot: false });
  try {
    await app.ready();
    return serializeOpenApi(app.swagger());
  } finally {
    await app.close();
    await closeDeps(deps);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
