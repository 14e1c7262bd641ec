import { alternate, combine, ratio, type Figures, type Runner } from './compare.js';
import { withServerCpu } from './cpu.js';
import { load, loadRunner, type LoadOptions } from './load.js';

export interface LoginFigures {
  /** login alone at the two connection counts: the cap shows as a flat rate, longer queue */
  logins: Array<{ connections: number; figures: Figures }>;
  memberAlone: Figures;
  memberDuringFlood: Figures;
  flood: Figures;
}

const FLOOD_CONNECTIONS = 16;
/** logins still queued for a hash when a run stops finish within this; the next run waits */
const DRAIN_MS = 1500;
const drain = () => new Promise((resolve) => setTimeout(resolve, DRAIN_MS));

/**
 * Login's argon2 cost on its own, then whether a login flood starves other calls: member
 * info alone and member info while 16 connections log in non-stop, measured a, b, b, a.
 */
export async function measureLogin(
  appUrl: string,
  token: string,
  seconds: number,
  serverPid: number | undefined,
): Promise<LoginFigures> {
  const login = (connections: number): LoadOptions => ({
    url: `${appUrl}/bo/login`,
    method: 'POST',
    // another demo account than member info's, whose session stays the one being read
    body: JSON.stringify({ username: 'pcdemo', password: 'Demo1234' }),
    connections,
    // as from many clients: one address would meet the per-address login limit (300 per
    // 15 min) and answer 429s without hashing (the bench's server trusts X-Forwarded-For)
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, 'x-forwarded-for': randomAddress() },
    }),
  });
  const logins = [];
  for (const connections of [FLOOD_CONNECTIONS / 2, FLOOD_CONNECTIONS]) {
    const runner = withServerCpu((s) => load(login(connections), s), serverPid);
    logins.push({ connections, figures: await runner(seconds) });
    await drain();
  }
  const member = loadRunner({ url: `${appUrl}/mm/member/current/info`, headers: { token } });
  const floods: Figures[] = [];
  const duringFlood: Runner = async (s) => {
    const [busy, flood] = await Promise.all([member(s), load(login(FLOOD_CONNECTIONS), s)]);
    floods.push(flood);
    await drain();
    return busy;
  };
  const [memberAlone, memberDuringFlood] = await alternate(
    withServerCpu(member, serverPid),
    duringFlood,
    { seconds, warmup: 0 },
  );
  return { logins, memberAlone, memberDuringFlood, flood: combine(floods) };
}

export function loginReport(l: LoginFigures, hashCap: number): string[] {
  const row = (name: string, f: Figures, unit: string) =>
    `| ${name} | ${f.rps} ${unit} | ${f.p50} | ${f.p99} | ${f.cpuUs === undefined ? '—' : (f.cpuUs / 1000).toFixed(1)} | ${f.errors} |`;
  const [few, many] = l.logins;
  return [
    `| run (hashing capped at ${hashCap} at once, HASH_CONCURRENCY) | rate | p50 ms | p99 ms | server CPU ms/call | errors |`,
    '|---|---:|---:|---:|---:|---:|',
    ...l.logins.map((x) =>
      row(`POST /bo/login alone, ${x.connections} connections`, x.figures, 'logins/s'),
    ),
    row('GET /mm/member/current/info alone, 50 connections', l.memberAlone, 'req/s'),
    row(
      `GET /mm/member/current/info during a ${FLOOD_CONNECTIONS}-connection login flood`,
      l.memberDuringFlood,
      'req/s',
    ),
    row('… the login flood beside it', l.flood, 'logins/s'),
    '',
    few && many
      ? `Twice the login connections: ${few.figures.rps} → ${many.figures.rps} logins/s, p99 ${few.figures.p99} → ${many.figures.p99} ms (the cap queues hashes instead of running more at once). ` +
        `Member info keeps ${(ratio(l.memberDuringFlood, l.memberAlone) * 100).toFixed(0)} % of its throughput during the flood.`
      : '',
  ];
}

function randomAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}
