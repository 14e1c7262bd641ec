import path from 'node:path';
import { attachCluster, clusterDown, clusterUp } from './cluster.js';
import { DEFAULT_STATE_DIR } from './state.js';

const USAGE = `usage: npm run cluster -- up|down|status [--state-dir DIR] [--base-port N]
                       [--servers N] [--seed demo|none] [--no-fsync]`;

// what the demo seed makes (apps/server/src/seed/demo-accounts.ts, seed/operators.ts)
const DEMO_MEMBERS = 'demo, wtdemo, mydemo, iddemo, pcdemo, inactive, newbie';
const DEMO_OPERATORS = 'admin, finance, support, fulfilment, content';

function parse(argv: string[]) {
  const [command, ...rest] = argv;
  const flags = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i] ?? '';
    if (flag === '--no-fsync') flags.set('fsync', 'off');
    else if (flag.startsWith('--') && rest[i + 1] !== undefined)
      flags.set(flag.slice(2), rest[++i] ?? '');
    else throw new Error(`unknown argument ${flag}\n${USAGE}`);
  }
  const number = (name: string) => (flags.has(name) ? Number(flags.get(name)) : undefined);
  const seed = flags.get('seed');
  if (seed !== undefined && seed !== 'demo' && seed !== 'none') throw new Error(USAGE);
  return {
    command,
    // npm runs this in the workspace's folder: a relative path is the caller's
    stateDir: path.resolve(
      process.env.INIT_CWD ?? process.cwd(),
      flags.get('state-dir') ?? DEFAULT_STATE_DIR,
    ),
    basePort: number('base-port'),
    servers: number('servers'),
    seed: seed as 'demo' | 'none' | undefined,
    fsync: flags.get('fsync') !== 'off',
  };
}

async function up(args: ReturnType<typeof parse>) {
  const started = Date.now();
  const cluster = await clusterUp({ ...args, log: (line) => console.log(`› ${line}`) });
  console.log(
    [
      '',
      `  Cluster up in ${Math.round((Date.now() - started) / 1000)} s: ${cluster.url}`,
      ...cluster.servers.map((s) => `    ${s.name}: ${s.url} (pid ${s.pid})`),
      `  PostgreSQL ${cluster.directDatabaseUrl}`,
      `  PgBouncer  ${cluster.databaseUrl}`,
      `  Redis      ${cluster.redisUrl}`,
      `  logs in ${path.join(cluster.stateDir, 'logs')}`,
      ...(args.seed === 'none'
        ? ['  no demo data (--seed none)']
        : [
            `  Members (password Demo1234): ${DEMO_MEMBERS}`,
            `  Console ${cluster.url}/console (password Demo1234, TOTP secret ` +
              `DEMOCONSOLEPORTALTOTPSECRET23456): ${DEMO_OPERATORS}`,
          ]),
      '  Stop with: npm run cluster -- down',
      '',
    ].join('\n'),
  );
}

async function status(stateDir: string) {
  const parts = await attachCluster(stateDir).status();
  for (const p of parts) {
    const state = p.healthy ? 'healthy' : p.running ? 'NOT ANSWERING' : 'STOPPED';
    const where = [p.port ? `port ${p.port}` : '', p.pid ? `pid ${p.pid}` : '']
      .filter(Boolean)
      .join(', ');
    console.log(
      `${p.name.padEnd(10)} ${state.padEnd(14)} ${where}${p.detail ? `  ${p.detail}` : ''}`,
    );
  }
  console.log(`\n  ${attachCluster(stateDir).url}`);
  if (!parts.every((p) => p.healthy)) process.exitCode = 1;
}

async function main(argv: string[]) {
  const args = parse(argv);
  if (args.command === 'up') await up(args);
  else if (args.command === 'status') await status(args.stateDir);
  else if (args.command === 'down') {
    await clusterDown(args.stateDir, (line) => console.log(`› ${line}`));
    console.log(`cluster down; ${args.stateDir} removed`);
  } else throw new Error(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
