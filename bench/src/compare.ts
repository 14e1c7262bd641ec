/** What every benchmark run reports, over HTTP or as direct calls. */
export interface Figures {
  /** successful calls per second */
  rps: number;
  /** successful calls in all */
  calls: number;
  p50: number;
  p99: number;
  /** failed calls, time-outs and non-2xx answers */
  errors: number;
  /** CPU time per successful call, in µs, where measured: the serving process's, */
  cpuUs?: number;
  /** PostgreSQL's (all its processes on this machine) */
  pgCpuUs?: number;
  /** and the bench process's own (load generator or direct caller) */
  clientCpuUs?: number;
}

/** One measured run of `seconds`. */
export type Runner = (seconds: number) => Promise<Figures>;

export interface AlternateOptions {
  /** measured seconds per side, split over the rounds */
  seconds: number;
  /** rounds of the a-b-b-a pattern; 1 = a, b, b, a */
  rounds?: number;
  /** unmeasured seconds per side first, so both are compiled and pooled before timing */
  warmup?: number;
}

/**
 * Measures two things in the same run, in the order a, b, b, a (repeated per round), so a
 * change in the machine's load during the run (other processes, CPU boost, a growing table)
 * weighs on both sides alike instead of on whichever ran second.
 */
export async function alternate(
  a: Runner,
  b: Runner,
  options: AlternateOptions,
): Promise<[Figures, Figures]> {
  const [x, y] = await alternateAll([a, b], options);
  return [x!, y!];
}

/** The same for any number of runners: a, b, c, c, b, a per round. */
export async function alternateAll(
  runners: Runner[],
  { seconds, rounds = 1, warmup = 2 }: AlternateOptions,
): Promise<Figures[]> {
  if (warmup > 0) for (const run of runners) await run(warmup);
  const leg = seconds / (2 * rounds);
  const legs: Figures[][] = runners.map(() => []);
  const order = runners.map((_, i) => i);
  for (let r = 0; r < rounds; r++) {
    for (const i of [...order, ...[...order].reverse()]) legs[i]!.push(await runners[i]!(leg));
  }
  return legs.map(combine);
}

/** Runs of equal length: mean throughput and median, worst p99 (the conservative one). */
export function combine(runs: Figures[]): Figures {
  const mean = (pick: (f: Figures) => number) =>
    Math.round(runs.reduce((n, f) => n + pick(f), 0) / runs.length);
  const cpu: Partial<Figures> = {};
  for (const key of ['cpuUs', 'pgCpuUs', 'clientCpuUs'] as const) {
    if (runs.every((f) => f[key] !== undefined)) cpu[key] = mean((f) => f[key]!);
  }
  return {
    rps: mean((f) => f.rps),
    calls: runs.reduce((n, f) => n + f.calls, 0),
    p50: mean((f) => f.p50),
    p99: Math.max(...runs.map((f) => f.p99)),
    errors: runs.reduce((n, f) => n + f.errors, 0),
    ...cpu,
  };
}

export const ratio = (part: Figures, whole: Figures) => (whole.rps ? part.rps / whole.rps : 0);

export const yesNo = (met: boolean) => (met ? 'yes' : '**no**');

/**
 * HTTP once more, beside the floor held to the rate HTTP reached in its last leg. A call's CPU
 * grows as its rate falls (each call pays its own wake-ups and WAL flush instead of sharing
 * them): on two shared cores HTTP reaches a lower rate than its floor, and the floor run flat
 * out is cheaper per call than it would be at HTTP's rate. `floorAt(pace)` runs the floor at
 * no more than `pace` calls a second.
 */
export async function atOneRate(
  http: Runner,
  floorAt: (pace: number) => Runner,
  firstRate: number,
  seconds: number,
): Promise<[Figures, Figures]> {
  let rate = firstRate;
  const tracked: Runner = async (s) => {
    const figures = await http(s);
    rate = figures.rps;
    return figures;
  };
  const paced: Runner = (s) => floorAt(rate)(s);
  const [h, f] = await alternateAll([tracked, paced], { seconds, warmup: 0 });
  return [h!, f!];
}

/** The line `atOneRate`'s figures print: both sides' CPU per call and their ratio. */
export function oneRateLine(unit: string, http: Figures, floor: Figures): string {
  const sum = (f: Figures) => (f.cpuUs ?? 0) + (f.pgCpuUs ?? 0);
  const ms = (f: Figures) =>
    `${((f.cpuUs ?? 0) / 1000).toFixed(2)} / ${((f.pgCpuUs ?? 0) / 1000).toFixed(2)}`;
  if (!sum(floor)) return 'At one rate: not measured.';
  return `At one rate: HTTP again at ${http.rps}/s, Node / PostgreSQL ${ms(http)} ms per ${unit}; the SQL floor held to ${floor.rps}/s, ${ms(floor)} ms: **${(sum(http) / sum(floor)).toFixed(2)}×** (the same comparison without the floor's advantage of a higher rate).`;
}
