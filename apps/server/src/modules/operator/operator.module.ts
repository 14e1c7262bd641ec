import {
  operatorAddCommand,
  operatorDemoCodeCommand,
  operatorDisableCommand,
  operatorResetTotpCommand,
} from '../../ops/commands/operator.js';
import type { ModuleDescriptor } from '../module-descriptor.js';
import { operatorRoutes } from './operator.routes.js';

export const operatorModule: ModuleDescriptor = {
  name: 'operator',
  consoleRoutes: { operator: operatorRoutes },
  opsCommands: [
    operatorAddCommand,
    operatorDisableCommand,
    operatorResetTotpCommand,
    operatorDemoCodeCommand,
  ],
};
