import { mailOutboxCommand } from '../../ops/commands/mail-outbox.js';
import { mailSendJob } from './index.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const mailModule: ModuleDescriptor = {
  name: 'mail',
  jobs: [mailSendJob],
  opsCommands: [mailOutboxCommand],
};
