import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { closeDeps, createDeps } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db/client.js';
import { consoleDocument, memberDocument } from '../plugins/openapi.js';

/** The committed copy, which a test compares with the generated document. */
export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/openapi.json',
);

export function serializeOpenApi(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The console's committed copy (its own document, served at /console-api/openapi.json). */
export const CONSOLE_OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/console-openapi.json',
);

/** Builds the app on a throw-away in-memory database and returns the members' OpenAPI document. */
export async function generateOpenApi(): Promise<string> {
  return serializeOpenApi(memberDocument(await generateFullDocument()));
}

/** The console's OpenAPI document, generated the same way. */
export async function generateConsoleOpenApi(): Promise<string> {
  return serializeOpenApi(consoleDocument(await generateFullDocument()));
}

async function generateFullDocument(): Promise<Parameters<typeof memberDocument>[0]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const deps = await createDeps(config, { db: createDb({ dataDir: 'memory://' }), seed: false });
  const app = await buildApp(deps, { logger: false, webRoot: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Parameters<typeof memberDocument>[0];
  } finally {
    await app.close();
    await closeDeps(deps);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
