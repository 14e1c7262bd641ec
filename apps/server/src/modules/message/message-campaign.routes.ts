import { CONSOLE_CAMPAIGN_CALLS } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { route } from '../../lib/register-call.js';
import { requireOperator } from '../../plugins/console-auth.js';
import type { ZodApp } from '../../types.js';
import {
  campaignOf,
  listCampaigns,
  previewCampaign,
  sendCampaign,
} from './message-campaign.service.js';

/** The console's message campaigns: a preview, the send (a job), the list and one's progress. */
export async function messageCampaignRoutes(app: ZodApp, deps: AppDeps) {
  const C = CONSOLE_CAMPAIGN_CALLS;
  route(app, C.campaignPreview, (req) => previewCampaign(deps, requireOperator(req), req.body));
  route(app, C.campaignSend, (req) => sendCampaign(deps, requireOperator(req), req.body));
  route(app, C.campaigns, (req) => listCampaigns(deps, requireOperator(req), req.query));
  route(app, C.campaign, (req) => campaignOf(deps, requireOperator(req), req.params.id));
}
