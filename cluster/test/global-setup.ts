import { mkdtempSync } from 'node:fs';
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
  const parent = mkdtempSync(path.join(tmpdir(), 'portal-cluster-test-'));
  const started = Date.now();
  cluster = await clusterUp({
    stateDir: path.join(parent, 'state'),
    fsync: false,
    seed: 'demo',
    env: { LOG_LEVEL: 'warn' },
    log: (line) => console.log(`cluster: ${line}`),
  });
  console.log(`cluster: up in ${Math.round((Date.now() - started) / 1000)} s at ${cluster.url}`);
  project.provide('clusterStateDir', cluster.stateDir);
}

export async function teardown() {
  await cluster?.down();
}
