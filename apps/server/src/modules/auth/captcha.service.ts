import { randomUUID } from 'node:crypto';
import { AUTH_LIMITS, type Captcha, type CaptchaRequired } from '@portal/contract';
import svgCaptcha from 'svg-captcha';
import type { AppDeps } from '../../deps.js';
import type { ClockDeps, DbClockDeps } from '../../lib/service-deps.js';
import { hashToken, safeEqual } from '../../lib/crypto.js';
import { consumeCaptcha, deleteStaleCaptchas, insertCaptcha } from './captcha.repository.js';
import { addressKey, enforceLimit } from './client-limit.js';
import { countRecentFailures } from './login-attempt.repository.js';

/** Characters easily confused with each other are left out of captchas. */
const CONFUSABLE = '0oO1iIlL';

/** The stored form of an answer: hashed with its uuid, compared case-insensitively. */
export function captchaAnswerHash(uuid: string, answer: string): string {
  return hashToken(`${uuid}:${answer.trim().toLowerCase()}`);
}

export async function createCaptcha(deps: AppDeps, ip: string | null): Promise<Captcha> {
  await enforceLimit(
    deps,
    'captcha',
    addressKey(ip),
    AUTH_LIMITS.captchasPerAddress,
    AUTH_LIMITS.windowMs,
  );
  const now = deps.now();
  const image = svgCaptcha.create({
    size: AUTH_LIMITS.captchaLength,
    ignoreChars: CONFUSABLE,
    noise: 2,
  });
  const uuid = randomUUID();
  await deleteStaleCaptchas(deps.db, now);
  await insertCaptcha(deps.db, {
    uuid,
    answerHash: captchaAnswerHash(uuid, image.text),
    expiresAt: new Date(now.getTime() + AUTH_LIMITS.captchaTtlMs),
  });
  return {
    uuid,
    img: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}`,
  };
}

/** A captcha answer is right once: the captcha is used up whatever the answer. */
export async function isCaptchaAnswerRight(
  deps: DbClockDeps,
  uuid: string,
  answer: string,
): Promise<boolean> {
  const stored = await consumeCaptcha(deps.db, uuid, deps.now());
  return stored !== undefined && safeEqual(stored, captchaAnswerHash(uuid, answer));
}

export interface FailureCounts {
  /** failures of the login name since its last success */
  byName: number;
  /** of those, the ones that came with a solved captcha: only they can lock the account */
  byNameSolved: number;
  /** of those, the ones from the asking address */
  byNameHere: number;
  /** failures from the asking address, whatever the login name */
  byAddress: number;
}

export function failureWindowStart(deps: ClockDeps): Date {
  return new Date(deps.now().getTime() - AUTH_LIMITS.windowMs);
}

export function recentFailures(
  deps: DbClockDeps,
  loginName: string,
  ip: string | null,
): Promise<FailureCounts> {
  return countRecentFailures(deps.db, loginName, addressKey(ip), failureWindowStart(deps));
}

/** A captcha is asked always (CAPTCHA_MODE=always) or after a few recent failures. */
export function captchaNeeded(deps: AppDeps, failures: FailureCounts): boolean {
  return (
    deps.config.captchaMode === 'always' ||
    failures.byName >= AUTH_LIMITS.captchaAfterFailures ||
    failures.byAddress >= AUTH_LIMITS.captchaAfterFailures
  );
}

export async function isCaptchaRequired(
  deps: AppDeps,
  loginName: string,
  ip: string | null,
): Promise<CaptchaRequired> {
  return { required: captchaNeeded(deps, await recentFailures(deps, loginName, ip)) };
}
