import {
  BUSINESS_LOG,
  MARKETPLACE_ONLY_COMPANY,
  MARKETPLACE_PLATFORM,
  type BusinessLogBody,
  type CarouselItem,
  type Locale,
  type Platform,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { translate } from '../../lib/i18n.js';
import { findLiveCarousel, insertBusinessLog } from './activity.repository.js';
import type { Viewer } from '../../lib/request-scope.js';

/** The dashboard slides of the member's company on the platform in use; WT is always wpm. */
export async function dashboardCarousel(
  deps: DbClockDeps,
  viewer: Viewer,
  context: { platform: Platform; locale: Locale },
): Promise<CarouselItem[]> {
  const platform =
    viewer.companyCode === MARKETPLACE_ONLY_COMPANY ? MARKETPLACE_PLATFORM : context.platform;
  const rows = await findLiveCarousel(deps.db, viewer.companyCode, platform, deps.now());
  // seeded titles are translation keys; a title typed in by an operator is kept as it is
  return rows.map((row) => ({
    id: row.id,
    title: translate(context.locale, row.title),
    imageUrl: row.image_url,
    linkUrl: row.link_url,
  }));
}

/** Records what a member did, at most BUSINESS_LOG.maxPerWindow times a minute. */
export async function addBusinessLog(
  deps: AppDeps,
  viewer: Viewer,
  body: BusinessLogBody,
  ip: string | null,
): Promise<null> {
  const hits = await deps.throttle.hit(`business-log:${viewer.memberId}`, BUSINESS_LOG.windowMs);
  if (hits > BUSINESS_LOG.maxPerWindow) throw new AppError('tooManyRequests');
  await insertBusinessLog(deps.db, {
    memberId: viewer.memberId,
    companyCode: viewer.companyCode,
    action: body.action,
    detail: body.detail ?? {},
    ip,
    at: deps.now(),
  });
  return null;
}
