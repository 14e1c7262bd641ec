import { consoleCall } from './console-call.js';
import {
  consoleCampaignBodySchema,
  consoleCampaignIdParamsSchema,
  consoleCampaignListQuerySchema,
  consoleCampaignPageSchema,
  consoleCampaignPreviewSchema,
  consoleCampaignRowSchema,
} from './console-campaigns.schemas.js';

export * from './console-campaigns.schemas.js';

const CAMPAIGNS = {
  access: 'operator',
  record: 'none',
  tags: ['console-campaigns'],
  permission: 'campaign:send',
} as const;

/**
 * Message campaigns: an audience of one company (rank, status, country), a preview that
 * changes nothing, then the send, written by a job in chunks whose progress the console polls.
 * A campaign writes to a member once, however often its job runs. Audited.
 */
export const CONSOLE_CAMPAIGN_CALLS = {
  campaignPreview: consoleCall({
    ...CAMPAIGNS,
    method: 'POST',
    path: '/campaigns/preview',
    body: consoleCampaignBodySchema,
    response: consoleCampaignPreviewSchema,
    summary: 'How many members the audience has, a sample of them, and the message they read',
  }),
  campaignSend: consoleCall({
    ...CAMPAIGNS,
    method: 'POST',
    path: '/campaigns',
    body: consoleCampaignBodySchema,
    response: consoleCampaignRowSchema,
    summary: "Sends a campaign: takes the audience's members now and queues the send job",
    errors: ['campaignAudienceEmpty'],
  }),
  campaigns: consoleCall({
    ...CAMPAIGNS,
    method: 'GET',
    path: '/campaigns',
    query: consoleCampaignListQuerySchema,
    response: consoleCampaignPageSchema,
    summary: "The campaigns of the operator's companies, newest first, with their progress",
  }),
  campaign: consoleCall({
    ...CAMPAIGNS,
    method: 'GET',
    path: '/campaigns/:id',
    params: consoleCampaignIdParamsSchema,
    response: consoleCampaignRowSchema,
    summary: 'One campaign and its progress (sent of total), polled while it sends',
    errors: ['notFound'],
  }),
} as const;
