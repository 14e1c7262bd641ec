import { buildApp } from './app.js';
import { closeDeps, createDeps } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-accounts.js';
import { engineName } from './db/client.js';
import { onShutdownSignals } from './lifecycle.js';
import { startOpsSocket } from './ops/ops-socket.js';

async function main() {
  const config = loadConfig();
  const log = (msg: string, extra?: Record<string, unknown>) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), msg, ...extra }));
  const deps = await createDeps(config, { log });
  const app = await buildApp(deps);
  // operator commands reach the embedded database through the running portal
  const stopOps = config.databaseUrl ? undefined : await startOpsSocket(deps);
  // in order: stop taking requests and finish the running ones (Fastify closes idle
  // keep-alive connections and refuses new requests, plugins/shutdown.ts), then the ops
  // socket, then the job workers (running jobs finish, or are failed to be retried), then the
  // database pool.
  onShutdownSignals(
    [
      { name: 'http', close: () => app.close() },
      { name: 'ops socket', close: () => stopOps?.() },
      { name: 'jobs', close: () => deps.jobs.stop(config.shutdownTimeoutMs) },
      { name: 'database', close: () => closeDeps(deps) },
    ],
    { timeoutMs: config.shutdownTimeoutMs, log },
  );

  await app.listen({ host: config.host, port: config.port });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = `http://${shown}:${config.port}`;
  console.log(
    [
      '',
      `  Member portal is running at ${address}  (database: ${engineName(config)})`,
      `  API docs: ${address}/frontend-server/docs`,
      `  Demo logins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.map((d) => d.login).join(', ')}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
