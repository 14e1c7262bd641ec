import { registrationActivateJob } from './index.js';
import { registrationRoutes } from './registration.routes.js';
import type { ModuleDescriptor } from '../../app-modules/module-descriptor.js';

export const registrationModule: ModuleDescriptor = {
  name: 'registration',
  routes: { registration: registrationRoutes },
  jobs: [registrationActivateJob],
};
