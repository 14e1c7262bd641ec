import { CONFIG_KEY } from '@portal/contract';
import { systemKeys as sharedSystemKeys } from '../../../shared/api/query-keys';

/** The system keys (see shared/api/query-keys.ts); settings are read once and kept. */
export const systemKeys = {
  ...sharedSystemKeys,
  companyInfo: (companyCode: string) =>
    [...sharedSystemKeys.all, 'companyInfo', companyCode] as const,
  menuConfig: (companyCode: string) =>
    [...sharedSystemKeys.all, 'menuConfig', companyCode] as const,
  serverDateTime: () => [...sharedSystemKeys.all, 'serverDateTime'] as const,
  siteSwitch: () => sharedSystemKeys.config(CONFIG_KEY.globalSiteSwitch),
};
