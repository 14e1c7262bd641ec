import { closeDeps, createDeps } from './bootstrap.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { isConnectionError } from './db/connection-errors.js';
import { JOBS } from './jobs/registry.js';
import { onShutdownSignals } from './lifecycle.js';

/**
 * `npm run worker`: runs the job workers and schedules without the HTTP server, when the
 * servers run with JOBS_IN_PROCESS=false or more workers are wanted. PostgreSQL only: the
 * embedded database belongs to the one process that opened it, which runs the jobs itself.
 */
async function main() {
  const config = loadConfig();
  const log = (msg: string, extra?: Record<string, unknown>) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), msg, ...extra }));
  if (!config.databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database the server ' +
        'runs the jobs itself (JOBS_IN_PROCESS, on by default).',
    );
    process.exit(2);
  }
  const deps = await depsOnceTheDatabaseAnswers(config, log);
  // running jobs finish (or are failed, to be retried elsewhere) before the pool closes
  onShutdownSignals([{ name: 'jobs and database', close: () => closeDeps(deps) }], {
    timeoutMs: config.shutdownTimeoutMs,
    log,
  });
  log('job worker started', { jobs: JOBS.map((job) => job.name), schema: deps.jobs.schema });
}

/**
 * A worker started while the database restarts waits for it, with a growing pause, instead of
 * exiting: nothing may be there to start it again (the servers' job queues wait the same way).
 */
async function depsOnceTheDatabaseAnswers(
  config: AppConfig,
  log: (msg: string, extra?: Record<string, unknown>) => void,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await createDeps({ ...config, jobsInProcess: true }, { log, seed: false });
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      const pauseMs = Math.min(30_000, 500 * 2 ** attempt);
      log('job worker waits for the database', { err: (error as Error).message, pauseMs });
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

main().catch((error: unknown) => {
  console.error(
    'The worker could not start:',
    error instanceof ConfigError || error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
