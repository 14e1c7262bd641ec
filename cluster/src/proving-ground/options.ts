import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './server-code.js';

export interface ProvingOptions {
  /** seconds of load on the cluster, faults within */
  seconds: number;
  /** seconds of the same load on one server (0: none) */
  oneServerSeconds: number;
  /** offered calls per second (Poisson arrivals) */
  rate: number;
  members: number;
  servers: number;
  /** a cluster someone started (`npm run cluster -- up --seed none`): used, left running */
  attach?: string;
  stateDir: string;
  report: string;
  /** leave the cluster running afterwards (to read its logs) */
  keep: boolean;
}

const USAGE = `npm run proving-ground -- [--seconds 180] [--one-server-seconds 60] [--rate 30]
  [--members 300] [--servers 3] [--attach <state dir>] [--report <file.json>] [--keep]`;

export function provingOptions(argv: string[]): ProvingOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      seconds: { type: 'string', default: '180' },
      'one-server-seconds': { type: 'string', default: '60' },
      rate: { type: 'string', default: '30' },
      members: { type: 'string', default: '300' },
      servers: { type: 'string', default: '3' },
      attach: { type: 'string' },
      report: {
        type: 'string',
        default: path.join(REPO_ROOT, 'cluster/proving-ground-report.json'),
      },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const number = (name: string, value: string, min: number) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n < min)
      throw new Error(`--${name} must be a number ≥ ${min}\n${USAGE}`);
    return n;
  };
  return {
    seconds: number('seconds', values.seconds, 20),
    oneServerSeconds: number('one-server-seconds', values['one-server-seconds'], 0),
    rate: number('rate', values.rate, 1),
    members: number('members', values.members, 2 * 30),
    servers: number('servers', values.servers, 2),
    attach: values.attach,
    stateDir: values.attach ?? path.join(REPO_ROOT, '.cluster-proving-ground'),
    report: values.report,
    keep: values.keep,
  };
}
