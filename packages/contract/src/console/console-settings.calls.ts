import { consoleCall } from './console-call.js';
import {
  consoleCompanySettingBodySchema,
  consoleCompanySettingListSchema,
  consoleCompanySettingParamsSchema,
  consoleCompanySettingSchema,
} from './console-settings.schemas.js';

export * from './console-settings.schemas.js';

const SETTINGS = {
  access: 'operator',
  record: 'none',
  tags: ['console-settings'],
  permission: 'company:settings',
} as const;

/**
 * Each company's console settings: the adjustment size above which a second operator approves,
 * whether its cycles close by themselves or by the console's review, and the address the daily
 * low-stock alert goes to. A change carries a
 * reason and a fresh code, and is audited with its before and after.
 */
export const CONSOLE_SETTINGS_CALLS = {
  companySettings: consoleCall({
    ...SETTINGS,
    method: 'GET',
    path: '/company-settings',
    response: consoleCompanySettingListSchema,
    summary: "The console settings of the operator's companies (the defaults where none is saved)",
  }),
  companySettingSave: consoleCall({
    ...SETTINGS,
    method: 'PUT',
    path: '/company-settings/:companyCode',
    params: consoleCompanySettingParamsSchema,
    body: consoleCompanySettingBodySchema,
    response: consoleCompanySettingSchema,
    summary:
      "Saves a company's adjustment threshold, cycle close mode and stock alert address, with a reason and a code",
    errors: ['notFound', 'totpInvalid'],
  }),
} as const;
