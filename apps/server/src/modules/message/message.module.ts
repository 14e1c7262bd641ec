import { messageSendCommand } from '../../ops/commands/message-send.js';
import { messageRoutes } from './message.routes.js';
import type { ModuleDescriptor } from '../module-descriptor.js';

export const messageModule: ModuleDescriptor = {
  name: 'message',
  routes: { message: messageRoutes },
  opsCommands: [messageSendCommand],
};
