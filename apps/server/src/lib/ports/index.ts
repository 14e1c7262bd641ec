/**
 * Ports: the interfaces of what services need from the outside world or from another module,
 * the types AppDeps (deps.ts) is made of. They live below the modules so that deps.ts imports
 * no module: a module's files import AppDeps, and a module face imported by deps.ts would close
 * an import circle. The modules implement these and re-export the names from their faces.
 */
export type { AddressLookup } from './address-lookup.js';
export type { Clock } from './clock.js';
export type { JobDefinition, JobQueue, RetryPolicy } from './job-queue.js';
export type { Mail, Mailer } from './mailer.js';
export type { UsAddressVerifier } from './us-address-verifier.js';
