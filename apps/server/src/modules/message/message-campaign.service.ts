import {
  CAMPAIGN_SAMPLE_SIZE,
  CAMPAIGN_TRANSLATION_LOCALES,
  type CampaignTranslationLocale,
  type CampaignAudience,
  type CampaignStatus,
  type ConsoleCampaignPreview,
  type ConsoleCampaignRow,
  type MessageCategory,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  companyScope,
  mayActFor,
  requirePermission,
  type OperatorContext,
} from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import { campaignSendJob } from './message-campaign.job.js';
import {
  countAudience,
  findCampaign,
  findCampaignPage,
  insertCampaign,
  sampleAudience,
  type CampaignRecord,
} from './message-campaign.repository.js';

const PERMISSION = 'campaign:send';

type Text = { title: string; body: string[] };
export interface CampaignInput {
  audience: CampaignAudience;
  message: Text & {
    category: MessageCategory;
    translations: Partial<Record<CampaignTranslationLocale, Text>>;
  };
}

/** The message as members read it in the message centre: plain text, lines kept. */
const plain = (text: Text) => ({ title: text.title.trim(), body: text.body.join('\n').trim() });
const textOf = (message: CampaignInput['message']) => ({
  category: message.category,
  ...plain(message),
});
/** The translations written, in the contract's order, as members read them. */
const translationsOf = (message: CampaignInput['message']) =>
  CAMPAIGN_TRANSLATION_LOCALES.flatMap((language) => {
    const text = message.translations[language];
    return text ? [{ language, ...plain(text) }] : [];
  });

function rowView(row: CampaignRecord): ConsoleCampaignRow {
  return {
    id: row.id,
    companyCode: row.company_code,
    category: row.category,
    title: row.title,
    languages: Object.keys(row.translations ?? {}),
    status: row.status as CampaignStatus,
    total: row.total,
    sent: row.sent,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** How many members the audience has now, the first few, and the message; changes nothing. */
export async function previewCampaign(
  deps: DbClockDeps,
  operator: OperatorContext,
  input: CampaignInput,
): Promise<ConsoleCampaignPreview> {
  requirePermission(operator, PERMISSION, input.audience.companyCode);
  const [total, sample] = await Promise.all([
    countAudience(deps.db, input.audience),
    sampleAudience(deps.db, input.audience, CAMPAIGN_SAMPLE_SIZE),
  ]);
  return {
    total,
    sample: sample.map((m) => ({
      id: m.id,
      loginName: m.login_name,
      name: `${m.first_name} ${m.last_name}`.trim(),
      rankCode: m.rank_code,
      status: m.status,
      country: m.country,
    })),
    message: textOf(input.message),
    translations: translationsOf(input.message),
  };
}

/**
 * Sends a campaign: its recipients are the audience's members at this moment, copied with
 * the campaign; the send job is queued in the same transaction, so it exists exactly when the
 * campaign does. Audited with the audience and the count.
 */
export async function sendCampaign(
  deps: Pick<AppDeps, 'db' | 'now' | 'jobs'>,
  operator: OperatorContext,
  input: CampaignInput,
): Promise<ConsoleCampaignRow> {
  requirePermission(operator, PERMISSION, input.audience.companyCode);
  const text = textOf(input.message);
  const at = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const { id, total } = await insertCampaign(
      trx,
      {
        company_code: input.audience.companyCode,
        audience: JSON.stringify(input.audience),
        ...text,
        translations: JSON.stringify(
          Object.fromEntries(
            translationsOf(input.message).map(({ language, ...t }) => [language, t]),
          ),
        ),
        total: 0,
        created_by: `operator:${operator.loginName}`,
        created_at: at,
      },
      input.audience,
    );
    if (total === 0) throw new AppError('campaignAudienceEmpty');
    await deps.jobs.enqueue(campaignSendJob, { campaignId: id }, { db: trx });
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'campaign:send',
        companyCode: input.audience.companyCode,
        target: `campaign:${id}`,
        outcome: 'ok',
        after: {
          audience: input.audience,
          category: text.category,
          title: text.title,
          languages: translationsOf(input.message).map((t) => t.language),
          total,
        },
        at,
      }),
    );
    return rowView((await findCampaign(trx, id))!);
  });
}

export async function listCampaigns(
  deps: DbClockDeps,
  operator: OperatorContext,
  query: { pageNum: number; pageSize: number; companyCode?: string },
) {
  requirePermission(operator, PERMISSION, query.companyCode);
  const { rows, total } = await findCampaignPage(
    deps.db,
    { companies: companyScope(operator), companyCode: query.companyCode },
    { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize },
  );
  return { list: rows.map(rowView), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** One campaign and its progress; another company's reads as missing. */
export async function campaignOf(deps: DbClockDeps, operator: OperatorContext, id: number) {
  requirePermission(operator, PERMISSION);
  const row = await findCampaign(deps.db, id);
  if (!row || !mayActFor(operator, row.company_code)) throw new AppError('notFound');
  requirePermission(operator, PERMISSION, row.company_code);
  return rowView(row);
}
