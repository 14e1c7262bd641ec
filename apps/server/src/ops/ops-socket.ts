import { chmodSync, existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AppDeps } from '../deps.js';
import { OPS_COMMANDS } from './commands/index.js';

/**
 * The embedded database belongs to one process, so while the portal runs on it an operator
 * command cannot open it. The portal then listens on a Unix socket in DATA_DIR (mode 0600:
 * only the OS user who may read the database files anyway) and runs the commands itself;
 * `npm run ops` forwards to it. One JSON line in (`{args, operator}`), JSON lines out
 * (`{line}` for each output line, then `{exit}`).
 */
export const opsSocketPath = (dataDir: string) => path.resolve(dataDir, 'ops.sock');

interface OpsRequest {
  args: string[];
  operator: string;
}
type OpsReply = { line: string } | { exit: number };

export async function startOpsSocket(deps: AppDeps): Promise<() => Promise<void>> {
  const file = opsSocketPath(deps.config.dataDir);
  // a socket left by a process that died: nobody answers on it any more
  if (existsSync(file)) rmSync(file, { force: true });
  const server = net.createServer((socket) => serveOne(deps, socket));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

function serveOne(deps: AppDeps, socket: net.Socket) {
  let buffered = '';
  const send = (reply: OpsReply) => socket.write(`${JSON.stringify(reply)}\n`);
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    const end = buffered.indexOf('\n');
    if (end < 0) return;
    socket.removeAllListeners('data');
    void runRequest(deps, buffered.slice(0, end), (line) => send({ line })).then((exit) => {
      send({ exit });
      socket.end();
    });
  });
}

async function runRequest(deps: AppDeps, raw: string, out: (line: string) => void) {
  let request: OpsRequest;
  try {
    request = JSON.parse(raw) as OpsRequest;
    if (!Array.isArray(request.args) || typeof request.operator !== 'string') throw new Error();
  } catch {
    out('error: malformed request on the ops socket');
    return 2;
  }
  const [name, ...args] = request.args;
  const command = OPS_COMMANDS.find((c) => c.name === name);
  if (!command) {
    out(`error: unknown command "${String(name)}"`);
    return 2;
  }
  try {
    return await command.run(
      {
        config: deps.config,
        db: deps.db,
        out,
        operator: request.operator,
        jobSchema: deps.jobs.schema,
      },
      args,
    );
  } catch (error) {
    out(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/**
 * Sends a command to a running portal. Resolves to its exit code, or to null when no portal
 * answers on the socket (none is running: the caller opens the database itself).
 */
export function forwardToRunningPortal(
  dataDir: string,
  request: OpsRequest,
  print: (line: string) => void,
): Promise<number | null> {
  const file = opsSocketPath(dataDir);
  if (!existsSync(file)) return Promise.resolve(null);
  return new Promise((resolve) => {
    let buffered = '';
    let exit: number | null = null;
    let connected = false;
    const socket = net.createConnection(file, () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\n')) >= 0) {
        const reply = JSON.parse(buffered.slice(0, end)) as OpsReply;
        buffered = buffered.slice(end + 1);
        if ('line' in reply) print(reply.line);
        else exit = reply.exit;
      }
    });
    socket.on('error', () => resolve(connected ? 1 : null));
    socket.on('close', () => resolve(connected ? (exit ?? 1) : null));
  });
}
