import { ConfigError, loadConfig } from '../config.js';
import { createDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrate.js';
import { buildEventRegistry, useEventRegistry } from '../lib/events/index.js';
import { resolveSecret } from '../lib/secrets.js';
import { MODULE_SUBSCRIBERS } from '../app-modules/index.js';
import { OPS_COMMANDS, type OpsContext } from './commands/index.js';
import { forwardToRunningPortal } from './ops-socket.js';

/**
 * `npm run ops -- <command> [args]`: operator commands on the configured database.
 * Each command lives in ops/commands/<name>.ts and is listed in commands/index.ts.
 */
async function main(argv: string[]) {
  const [name, ...args] = argv;
  const command = OPS_COMMANDS.find((c) => c.name === name);
  if (!command) {
    console.log('usage: npm run ops -- <command> [args]\n');
    for (const c of OPS_COMMANDS) console.log(`  ${c.usage.padEnd(48)} ${c.summary}`);
    process.exit(name ? 2 : 0);
  }
  if (command.runOffline) {
    process.exitCode = await command.runOffline((line) => console.log(line), args);
    return;
  }
  const config = loadConfig();
  const operator = process.env.OPERATOR ?? process.env.USER ?? 'unknown';
  if (!config.databaseUrl) {
    const exit = await forwardToRunningPortal(config.dataDir, { args: argv, operator }, (line) =>
      console.log(line),
    );
    if (exit !== null) {
      process.exitCode = exit;
      return;
    }
  }
  // a command run here publishes the events a server would (an order refunded by an operator
  // takes its volume back from the trees), so it builds the same registry as bootstrap.ts
  useEventRegistry(buildEventRegistry(MODULE_SUBSCRIBERS));
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const ctx: OpsContext = {
      config: {
        ...config,
        silentLoginSecret: resolveSecret(
          config.dataDir,
          'silent-login-secret',
          config.silentLoginSecret,
        ),
      },
      db,
      out: (line) => console.log(line),
      operator,
    };
    process.exitCode = await command.run(ctx, args);
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
