import { readFile, writeFile } from 'node:fs/promises';
import { simulate } from '../../modules/bonus/index.js';
import type { OpsCommand } from './ops-command.js';

const USAGE = 'plan:simulate --input <network.json> --output <result.json>';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Replacer for JSON: the engine's trails are strings already; bigints would not serialize. */
const noBigint = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value;

/**
 * Runs the bonus engine on a network file, without a database (the plan's simulator format).
 * Exit 0 with the result written; 1 naming every bad member or order; 2 on bad usage.
 */
async function simulateFile(out: (line: string) => void, args: string[]): Promise<number> {
  const input = option(args, '--input');
  const output = option(args, '--output');
  if (!input || !output) {
    out(`usage: ${USAGE}`);
    return 2;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(input, 'utf8'));
  } catch (error) {
    out(`cannot read ${input}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const answer = simulate(raw);
  if (!answer.ok) {
    for (const line of answer.errors) out(`ERROR ${line}`);
    out(`${answer.errors.length} error(s) in ${input}; nothing written`);
    return 1;
  }
  await writeFile(output, `${JSON.stringify(answer.output, noBigint, 2)}\n`);
  const lines = answer.output.cycles.reduce((sum, c) => sum + c.lines.length, 0);
  out(`${answer.output.cycles.length} cycle(s), ${lines} bonus line(s) written to ${output}`);
  return 0;
}

export const planSimulateCommand: OpsCommand = {
  name: 'plan:simulate',
  usage: USAGE,
  summary: 'run the bonus engine on a network file, no database (plan simulator format)',
  run: (ctx, args) => simulateFile(ctx.out, args),
  runOffline: simulateFile,
};
