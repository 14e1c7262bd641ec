import { setTimeout as sleep } from 'node:timers/promises';
import {
  AUTH_LIMITS,
  type ErrorKey,
  type Locale,
  type LoginBody,
  type LoginResult,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { DUMMY_HASH_INPUT } from '../../lib/password.js';
import {
  captchaNeeded,
  isCaptchaAnswerRight,
  recentFailures,
  type FailureCounts,
} from './captcha.service.js';
import { addressKey } from './client-limit.js';
import { alertOnBurst } from './login-alert.js';
import { insertLoginAttempt } from './login-attempt.repository.js';
import { isFrozen, startSession } from './login-result.js';
import { findMemberByLoginName, type LoginMemberRow } from './member-auth.repository.js';
import type { ClientInfo } from './session.service.js';

let dummyHash: Promise<string> | undefined;
/** Verified against when the login name is unknown, so that case costs as much as a known one. */
function dummyHashOf(deps: AppDeps): Promise<string> {
  dummyHash ??= deps.hasher.hash(DUMMY_HASH_INPUT);
  return dummyHash;
}

interface Attempt {
  deps: AppDeps;
  loginName: string;
  ip: string;
  locale: Locale;
  failures: FailureCounts;
  /** a right captcha came with this attempt: only such failures can lock the account */
  captchaSolved: boolean;
}

/** Records a failed attempt; the error tells the page whether the next try needs a captcha. */
async function refusal(a: Attempt, key: ErrorKey): Promise<AppError> {
  await insertLoginAttempt(a.deps.db, {
    loginName: a.loginName,
    ip: a.ip,
    succeeded: false,
    captchaSolved: a.captchaSolved,
    at: a.deps.now(),
  });
  const after = {
    ...a.failures,
    byName: a.failures.byName + 1,
    byNameHere: a.failures.byNameHere + 1,
    byAddress: a.failures.byAddress + 1,
  };
  await alertOnBurst(a.deps, a.loginName, after.byName, a.locale);
  await sleep(failureDelayMs(a.deps.config.loginFailureDelayMs, after.byAddress));
  return new AppError(key, { details: { captchaRequired: captchaNeeded(a.deps, after) } });
}

/**
 * OWASP: an address that keeps failing is slowed as well as asked for a captcha. From the
 * failure that raises the captcha on, each refusal to that address is answered after a
 * delay that doubles (250 ms, 500 ms, …) up to `maxMs`; other addresses are never slowed.
 */
export function failureDelayMs(maxMs: number, failuresFromAddress: number): number {
  const over = failuresFromAddress - AUTH_LIMITS.captchaAfterFailures;
  if (maxMs <= 0 || over < 0) return 0;
  return Math.min(maxMs, 250 * 2 ** Math.min(over, 16));
}

/**
 * The account lock (OWASP): it counts only failures that came with a solved captcha, so
 * nobody locks a member out by sending wrong passwords, and it holds only against
 * addresses that failed (for this account, or broadly), never against the owner elsewhere.
 */
function isLockedFor(failures: FailureCounts): boolean {
  if (failures.byNameSolved < AUTH_LIMITS.lockAfterFailures) return false;
  return failures.byNameHere > 0 || failures.byAddress >= AUTH_LIMITS.captchaAfterFailures;
}

/** Password login (spec "States and transitions"): throttles, captcha, one message for any wrong credential. */
export async function login(
  deps: AppDeps,
  body: LoginBody,
  client: ClientInfo,
  locale: Locale,
): Promise<LoginResult> {
  const ip = addressKey(client.ip);
  const failures = await recentFailures(deps, body.username, ip);
  const attempt: Attempt = {
    deps,
    loginName: body.username,
    ip,
    locale,
    failures,
    captchaSolved: false,
  };
  const perAddress = await deps.throttle.hit(`login:${ip}`, AUTH_LIMITS.windowMs);
  if (perAddress > AUTH_LIMITS.loginAttemptsPerAddress)
    throw await refusal(attempt, 'tooManyRequests');
  if (isLockedFor(failures)) throw await refusal(attempt, 'accountLocked');
  await checkCaptcha(attempt, body);

  const member = await findMemberByLoginName(deps.db, body.username);
  // verified even for an unknown name (against a dummy hash): both cases take as long
  const matches = await passwordMatches(deps, member, body.password);
  if (!member || !matches) {
    throw await refusal(attempt, 'badCredentials');
  }
  if (isFrozen(member)) throw await refusal(attempt, 'memberFrozen');

  await insertLoginAttempt(deps.db, {
    loginName: body.username,
    ip,
    succeeded: true,
    captchaSolved: attempt.captchaSolved,
    at: deps.now(),
  });
  return startSession(deps, member, false, client);
}

/** A captcha sent unasked still counts as solved when right; an asked one must be. */
async function checkCaptcha(a: Attempt, body: LoginBody) {
  const needed = captchaNeeded(a.deps, a.failures);
  if (!body.uuid || !body.captcha) {
    if (needed) throw await refusal(a, 'captchaRequired');
    return;
  }
  a.captchaSolved = await isCaptchaAnswerRight(a.deps, body.uuid, body.captcha);
  if (needed && !a.captchaSolved) throw await refusal(a, 'verificationCodeError');
}

async function passwordMatches(
  deps: AppDeps,
  member: LoginMemberRow | undefined,
  password: string,
): Promise<boolean> {
  if (!member) {
    await deps.hasher.verify(await dummyHashOf(deps), password);
    return false;
  }
  return deps.hasher.verify(member.password_hash, password);
}
