import { messageSendCommand } from '../../ops/commands/message-send.js';
import { subscribe } from '../../lib/events/index.js';
import { campaignSendJob } from './message-campaign.job.js';
import { messageCampaignRoutes } from './message-campaign.routes.js';
import { exportMemberMessages } from './message-privacy-console.js';
import { messageRoutes } from './message.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const messageModule: ModuleDescriptor = {
  name: 'message',
  routes: { message: messageRoutes },
  consoleRoutes: { messageCampaigns: messageCampaignRoutes },
  jobs: [campaignSendJob],
  opsCommands: [messageSendCommand],
  // the console's personal-data export (member cannot import message: message imports auth)
  subscribers: [subscribe('memberExporting', exportMemberMessages)],
};
