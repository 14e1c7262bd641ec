import type { ConsoleCarousel, ConsoleCarouselSlide, Platform } from '@portal/contract';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { ContentInputError } from '../news/index.js';
import { setCarousel } from './carousel-ops.service.js';
import { findCompanyCarousel } from './carousel-console.repository.js';

const PERMISSION = 'content:publish';

/** A company's slides as the console edits them: every one, live or not, in order. */
export async function consoleCarousel(
  deps: DbClockDeps,
  operator: OperatorContext,
  companyCode: string,
): Promise<ConsoleCarousel> {
  requirePermission(operator, PERMISSION, companyCode);
  const rows = await findCompanyCarousel(deps.db, companyCode);
  return {
    companyCode,
    slides: rows.map((r) => ({
      title: r.title,
      imageUrl: r.image_url,
      linkUrl: r.link_url,
      platform: r.platform as Platform,
      startsAt: r.starts_at?.toISOString() ?? null,
      endsAt: r.ends_at?.toISOString() ?? null,
    })),
  };
}

/**
 * Saves a company's carousel as the list gives it, through the CLI's `carousel:set`: adding,
 * removing (withdrawing) and reordering slides are one save. Audited with before and after.
 */
export async function saveConsoleCarousel(
  deps: DbClockDeps,
  operator: OperatorContext,
  input: { companyCode: string; slides: ConsoleCarouselSlide[] },
): Promise<ConsoleCarousel> {
  requirePermission(operator, PERMISSION, input.companyCode);
  const before = await consoleCarousel(deps, operator, input.companyCode);
  try {
    await setCarousel(deps.db, operator.loginName, input.companyCode, input.slides, (trx, n) =>
      recordAudit(
        trx,
        consoleAudit(operator, {
          permission: PERMISSION,
          action: 'carousel:set',
          companyCode: input.companyCode,
          target: `company:${input.companyCode}`,
          outcome: 'ok',
          before: { slides: before.slides.map((s) => s.title) },
          after: { slides: input.slides.map((s) => s.title), count: n },
          at: deps.now(),
        }),
      ),
    );
  } catch (error) {
    // the contract's schema checks what carousel:set checks; kept for a rule added there only
    if (error instanceof ContentInputError) throw new AppError('validation');
    throw error;
  }
  return consoleCarousel(deps, operator, input.companyCode);
}
