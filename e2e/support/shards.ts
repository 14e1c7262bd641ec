import { readdirSync } from 'node:fs';

/**
 * Splits the journey specs into shards, each run by its own browser against its own server and
 * its own fresh embedded database, so journeys of different shards never share a member, a
 * balance or a PIN. Journeys within a shard stay one at a time. Files are dealt greedily by
 * their last measured CI time (seconds; a new file counts as a typical 60 s), heaviest first,
 * each to the lightest shard so far: the split is deterministic and roughly even.
 */
const MEASURED_SECONDS: Record<string, number> = {
  's4-payments': 142,
  'w1-wallet': 136,
  's5-shop-members': 109,
  't1-trees': 100,
  'f2-keyboard': 94,
  's3-checkout': 90,
  'w2-bank-security': 85,
  'w3-shell-wallet-fixes': 84,
  's2-address': 84,
  'r1-registration': 78,
  'p1-profile': 66,
};
const TYPICAL_SECONDS = 60;

export function journeyShards(testDir: string, count: number, exclude: RegExp[]): string[][] {
  const files = readdirSync(testDir)
    .filter((name) => name.endsWith('.spec.ts') && !exclude.some((re) => re.test(name)))
    .sort();
  const weight = (name: string) =>
    MEASURED_SECONDS[name.replace('.spec.ts', '')] ?? TYPICAL_SECONDS;
  const byWeight = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], load: 0 }));
  for (const file of byWeight) {
    const lightest = shards.reduce((min, shard) => (shard.load < min.load ? shard : min));
    lightest.files.push(file);
    lightest.load += weight(file);
  }
  return shards.map((shard) => shard.files);
}
