import {
  REGISTRATION_LIMITS as LIMITS,
  REGISTRATION_SETTINGS as SETTINGS,
  weekOf,
  type Funnel,
  type SponsorLink,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { readConfig } from '../config/index.js';
import { maySponsor } from '../member/index.js';
import {
  funnelEvents,
  insertFunnelEvent,
  sponsorByLogin,
  unfinishedOf,
} from './registration.repository.js';

const FUNNEL_WEEKS = 12;
const DAY_MS = 86_400_000;

export type Sponsor = NonNullable<Awaited<ReturnType<typeof sponsorByLogin>>>;

/** An unknown sponsor and an inactive one read the same: the link page says the link is not usable. */
export async function activeSponsor(deps: DbDeps, loginName: string): Promise<Sponsor> {
  const sponsor = await sponsorByLogin(deps.db, loginName);
  if (!sponsor || !maySponsor(sponsor.status)) throw new AppError('sponsorUnavailable');
  return sponsor;
}

/** A company's whole-number setting, or its default when unset or not a number. */
export async function companyNumber(
  deps: DbDeps,
  companyCode: string,
  key: string,
  fallback: number,
): Promise<number> {
  const value = Number((await readConfig(deps.db, companyCode, [key]))[key]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Counts a funnel step unless the address has already counted many (a reload loop, a bot). */
async function countStep(
  deps: AppDeps,
  sponsorId: number,
  kind: 'opened' | 'started',
  ip: string | null,
) {
  const hits = await deps.throttle.hit(
    `registration-${kind}:${ip ?? 'unknown'}:${sponsorId}`,
    LIMITS.windowMs,
  );
  if (hits > LIMITS.funnelEventsPerAddress) return false;
  await insertFunnelEvent(deps.db, { sponsorId, kind, at: deps.now() });
  return true;
}

export async function sponsorLink(
  deps: AppDeps,
  loginName: string,
  ip: string | null,
): Promise<SponsorLink> {
  const sponsor = await activeSponsor(deps, loginName);
  await countStep(deps, sponsor.id, 'opened', ip);
  return {
    sponsorLoginName: sponsor.login_name,
    sponsorName: sponsor.user_name,
    companyCode: sponsor.company_code as SponsorLink['companyCode'],
    minAge: await companyNumber(
      deps,
      sponsor.company_code,
      SETTINGS.minAgeKey,
      SETTINGS.minAgeDefault,
    ),
  };
}

export async function registrationStarted(deps: AppDeps, loginName: string, ip: string | null) {
  const sponsor = await activeSponsor(deps, loginName);
  return { recorded: await countStep(deps, sponsor.id, 'started', ip) };
}

/** The sponsor's own link, its steps by week (newest first) and who has not finished. */
export async function linkFunnel(deps: DbClockDeps, auth: MemberContext): Promise<Funnel> {
  const since = new Date(deps.now().getTime() - FUNNEL_WEEKS * 7 * DAY_MS);
  const [events, unfinished] = await Promise.all([
    funnelEvents(deps.db, auth.memberId, since),
    unfinishedOf(deps.db, auth.memberId),
  ]);
  const weeks = new Map<string, Funnel['weeks'][number]>();
  for (const e of events) {
    const week = weekOf(e.at);
    const row = weeks.get(week) ?? { week, opened: 0, started: 0, submitted: 0, paid: 0 };
    row[e.kind]++;
    weeks.set(week, row);
  }
  return {
    link: auth.loginName,
    weeks: [...weeks.values()].sort((a, b) => b.week.localeCompare(a.week)),
    unfinished: unfinished.map((u) => ({ loginName: u.login_name, name: u.user_name })),
  };
}
