import type { AppDeps } from '../deps.js';
import type { JobDefinition } from '../jobs/job.js';
import type { AnySubscriber } from '../lib/events/index.js';
import type { OpsCommand } from '../ops/commands/ops-command.js';
import type { ZodApp } from '../types.js';

/** Registers a group of a module's calls under /frontend-server or /console-api (a `*.routes.ts` file). */
export type RoutePlugin = (app: ZodApp, deps: AppDeps) => Promise<void>;

/**
 * What a module adds to the server, declared in its `<d>.module.ts` and listed once in
 * modules/index.ts: the route registry, the job registry (jobs/registry.ts), the event
 * registry (bootstrap.ts) and the operator commands (ops/commands/index.ts) are built from the
 * list. A module gives only the fields it has.
 */
export interface ModuleDescriptor {
  /** the module's folder under src/modules (or `flows`) */
  readonly name: string;
  /** its route groups by name; a name is unique across modules (registration-order.ts) */
  readonly routes?: Readonly<Record<string, RoutePlugin>>;
  /** its console route groups, registered under /console-api (the operators' console) */
  readonly consoleRoutes?: Readonly<Record<string, RoutePlugin>>;
  readonly jobs?: readonly JobDefinition[];
  /** its answers to other modules' events (src/lib/events), run in the publisher's transaction */
  readonly subscribers?: readonly AnySubscriber[];
  readonly opsCommands?: readonly OpsCommand[];
}
