import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JOBS } from '../../src/jobs/registry.js';
import { API_ROUTES, MODULES } from '../../src/app-modules/index.js';
import {
  inRegistrationOrder,
  JOB_ORDER,
  OPS_COMMAND_ORDER,
  ROUTE_ORDER,
} from '../../src/app-modules/registration-order.js';
import { OPS_COMMANDS } from '../../src/ops/commands/index.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

describe('the modules list (src/app-modules/index.ts)', () => {
  it('lists every descriptor written, each under its folder name', () => {
    const written = fs
      .readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .filter((d) => fs.existsSync(path.join(SRC, 'modules', d.name, `${d.name}.module.ts`)))
      .map((d) => d.name);
    expect(MODULES.map((m) => m.name).sort()).toEqual([...written, 'flows'].sort());
  });

  it('keeps no stale name in the registration order: each names a route group, job or command', () => {
    const groups = MODULES.flatMap((m) => Object.keys(m.routes ?? {}));
    expect(groups.filter((name) => !ROUTE_ORDER.includes(name))).toEqual([]);
    expect(ROUTE_ORDER.filter((name) => !groups.includes(name))).toEqual([]);
    expect(API_ROUTES).toHaveLength(groups.length);
    expect(JOB_ORDER.filter((name) => !JOBS.some((job) => job.name === name))).toEqual([]);
    const commands = OPS_COMMANDS.map((command) => command.name);
    expect(OPS_COMMAND_ORDER.filter((name) => !commands.includes(name))).toEqual([]);
  });

  it('places what the order does not list after what it does, and refuses a name twice', () => {
    const named = (names: string[]) => names.map((name) => ({ name }));
    const sorted = inRegistrationOrder('job', named(['new', 'b', 'a']), (e) => e.name, ['a', 'b']);
    expect(sorted.map((e) => e.name)).toEqual(['a', 'b', 'new']);
    expect(() => inRegistrationOrder('job', named(['a', 'a']), (e) => e.name, [])).toThrow(
      "job 'a' is registered twice",
    );
  });
});
