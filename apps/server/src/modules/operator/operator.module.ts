import {
  operatorAddCommand,
  operatorDemoCodeCommand,
  operatorDisableCommand,
  operatorResetTotpCommand,
} from '../../ops/commands/operator.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';
import { operatorRoutes } from './operator.routes.js';
import { operatorConsoleRoutes } from './operator-console.routes.js';

export const operatorModule: ModuleDescriptor = {
  name: 'operator',
  consoleRoutes: { operator: operatorRoutes, operatorConsole: operatorConsoleRoutes },
  opsCommands: [
    operatorAddCommand,
    operatorDisableCommand,
    operatorResetTotpCommand,
    operatorDemoCodeCommand,
  ],
};
