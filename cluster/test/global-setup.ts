import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { attachCluster, type Cluster, clusterUp } from '../src/cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    clusterStateDir: string;
  }
}

let cluster: Cluster | undefined;
let parent: string | undefined;

/**
 * Brings the run's cluster up (the demo data, fsync off) and gives the files its state dir.
 * With CLUSTER_STATE_DIR the files run against that running cluster instead (`npm run cluster
 * -- up` once, then the tests as often as wanted), which is left running.
 */
export async function setup(project: TestProject) {
  const running = process.env.CLUSTER_STATE_DIR;
  if (running) {
    project.provide('clusterStateDir', attachCluster(path.resolve(running)).stateDir);
    return;
  }
  parent = mkdtempSync(path.join(tmpdir(), 'portal-cluster-test-'));
  // PostgreSQL and PgBouncer run as the postgres OS user when we are root: they must reach it
  chmodSync(parent, 0o755);
  const started = Date.now();
  try {
    cluster = await clusterUp({
      stateDir: path.join(parent, 'state'),
      fsync: false,
      seed: 'demo',
      env: { LOG_LEVEL: 'warn' },
      log: (line) => console.log(`cluster: ${line}`),
    });
  } catch (error) {
    rmSync(parent, { recursive: true, force: true });
    throw error;
  }
  console.log(`cluster: up in ${Math.round((Date.now() - started) / 1000)} s at ${cluster.url}`);
  project.provide('clusterStateDir', cluster.stateDir);
}

export async function teardown() {
  await cluster?.down();
  if (parent) rmSync(parent, { recursive: true, force: true });
}
