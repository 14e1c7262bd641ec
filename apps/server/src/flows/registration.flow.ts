import {
  AUTH_LIMITS,
  AUTH_PAGES,
  AUTH_QUERY,
  MEMBER_STATUS,
  REGISTRATION_LIMITS as LIMITS,
  REGISTRATION_SETTINGS as SETTINGS,
  ageOn,
  normalizePhone,
  type Locale,
  type RegisterBody,
  type Registered,
} from '@portal/contract';
import type { AppDeps } from '../deps.js';
import type { DbClockDeps } from '../lib/service-deps.js';
import { inTransaction } from '../db/transaction.js';
import { AppError } from '../lib/app-error.js';
import { translate } from '../lib/i18n.js';
import { createAuthLink, isCaptchaAnswerRight, pageLink } from '../modules/auth/index.js';
import {
  holdForSponsor,
  placeInTree,
  resolvePlacementAnchor,
  treeMemberById,
} from '../modules/organization/index.js';
import { openJoinedMemberAccounts } from '../modules/ledger/index.js';
import { createUnplacedMember } from '../modules/member/index.js';
import {
  activeSponsor,
  companyNumber,
  isEmailTaken,
  recordApplication,
  recordFunnelStep,
  resolveRegistrationArea,
  type Sponsor,
} from '../modules/registration/index.js';

const fieldError = (field: string, key: string) =>
  new AppError('validation', { fields: [{ path: `body.${field}`, key }] });

/**
 * Registration from a sponsor's link: throttle and captcha, the company's rules,
 * then member (with its ledger accounts) → placement (or the holding tank) → funnel in one
 * transaction; the welcome mail with the email-verification link goes after the commit. The
 * first order (type 10) is the checkout's; the member becomes active when it is paid
 * (registration_activate job).
 */
export async function registerMember(
  deps: AppDeps,
  body: RegisterBody,
  client: { ip: string | null; locale: Locale },
): Promise<Registered> {
  await throttle(deps, body, client.ip);
  const sponsor = await activeSponsor(deps, body.sponsor);
  await checkRules(deps, body, sponsor);
  const state = await resolveRegistrationArea(deps, body, client.locale);
  const phone = normalizePhone(body.phone, body.mobileCode);
  if (!phone) throw fieldError('phone', 'validation.registration.phoneFormat');
  const passwordHash = await deps.hasher.hash(body.password);
  const now = deps.now();
  const holdDays = await companyNumber(
    deps,
    sponsor.company_code,
    SETTINGS.holdDaysKey,
    SETTINGS.holdDaysDefault,
  );

  const registered = await inTransaction(deps.db, async (trx) => {
    const sponsorNode = await treeMemberById(trx, sponsor.id);
    if (!sponsorNode) throw new AppError('sponsorUnavailable');
    const anchor = await resolvePlacementAnchor(trx, sponsorNode, body.placementId);
    const member = await createUnplacedMember(
      trx,
      {
        company_code: sponsor.company_code,
        member_type: 'D',
        first_name: body.firstName,
        last_name: body.lastName,
        user_name: `${body.firstName} ${body.lastName}`,
        email: body.email.trim(),
        mobile_code: body.mobileCode,
        phone,
        gender: body.gender,
        birth_date: body.birthDate,
        status: MEMBER_STATUS.toBeActivated,
        sponsor_id: sponsor.id,
        password_hash: passwordHash,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      },
      { sponsorPath: sponsor.sponsor_path, companyCode: sponsor.company_code },
    );
    // the wallet's accounts now, with the member: the first close to pay them finds them open
    await openJoinedMemberAccounts(trx, [member.id]);
    await recordApplication(trx, {
      member_id: member.id,
      sponsor_id: sponsor.id,
      nationality: body.nationality,
      id_type: body.idType,
      id_number: body.idNumber,
      country_code: body.countryCode,
      ...state,
      city: body.city,
      address1: body.address1,
      zip: body.zip?.trim() || null,
      agree_email: body.agreeEmail,
      created_at: now,
    });
    await recordFunnelStep(trx, {
      sponsorId: sponsor.id,
      kind: 'submitted',
      memberId: member.id,
      at: now,
    });
    const placement =
      body.placement === 'later'
        ? (await holdForSponsor(trx, {
            memberId: member.id,
            sponsorId: sponsor.id,
            now,
            days: holdDays,
          }),
          null)
        : await placeInTree(trx, {
            memberId: member.id,
            anchor,
            choice: body.placement,
            by: 'registration',
            now,
          });
    return { memberId: member.id, loginName: member.login_name, status: member.status, placement };
  });

  await sendWelcome(deps, client.locale, {
    memberId: registered.memberId,
    to: body.email.trim(),
    name: `${body.firstName} ${body.lastName}`,
    loginName: registered.loginName,
  });
  return registered;
}

/** Per address and per sponsor link; past a small burst from one address, a captcha. */
async function throttle(deps: AppDeps, body: RegisterBody, ip: string | null) {
  const byAddress = await deps.throttle.hit(`registration:${ip ?? 'unknown'}`, LIMITS.windowMs);
  const bySponsor = await deps.throttle.hit(
    `registration-link:${body.sponsor.trim().toLowerCase()}`,
    LIMITS.windowMs,
  );
  if (byAddress > LIMITS.perAddress || bySponsor > LIMITS.perSponsor) {
    throw new AppError('tooManyRequests');
  }
  if (byAddress > LIMITS.captchaAfter) {
    if (!body.captcha) throw new AppError('captchaRequired');
    if (!(await isCaptchaAnswerRight(deps, body.captcha.uuid, body.captcha.answer))) {
      throw new AppError('verificationCodeError');
    }
  }
}

async function checkRules(deps: DbClockDeps, body: RegisterBody, sponsor: Sponsor) {
  const minAge = await companyNumber(
    deps,
    sponsor.company_code,
    SETTINGS.minAgeKey,
    SETTINGS.minAgeDefault,
  );
  const today = deps.now().toISOString().slice(0, 10);
  if (body.birthDate > today || ageOn(body.birthDate, today) < minAge) {
    throw new AppError('validation', {
      fields: [{ path: 'body.birthDate', key: 'validation.registration.underAge' }],
      params: { age: minAge },
    });
  }
  // the spec's "already used" message: the one enumeration the form must allow
  if (await isEmailTaken(deps.db, sponsor.company_code, body.email)) {
    throw fieldError('email', 'validation.registration.emailUsed');
  }
}

async function sendWelcome(
  deps: AppDeps,
  locale: Locale,
  mail: { memberId: number; to: string; name: string; loginName: string },
) {
  const ttlMs = AUTH_LIMITS.emailVerifyTtlMs;
  const token = await createAuthLink(deps, {
    memberId: mail.memberId,
    purpose: 'email_verify',
    email: mail.to,
    ttlMs,
  });
  const params = {
    name: mail.name,
    loginName: mail.loginName,
    link: pageLink(deps.config, AUTH_PAGES.emailVerify, { [AUTH_QUERY.token]: token }),
    hours: Math.round(ttlMs / 3_600_000),
  };
  await deps.mailer.send({
    to: mail.to,
    subject: translate(locale, 'mail.welcome.subject', params),
    text: translate(locale, 'mail.welcome.body', params),
  });
}
