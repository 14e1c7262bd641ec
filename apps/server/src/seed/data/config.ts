import {
  CONFIG_DEFAULT_COMPANY,
  CONFIG_KEY,
  MENU_FLAG,
  SWITCH,
  WITHDRAWAL_FEE_DEFAULT,
  type CompanyCode,
} from '@portal/contract';

interface ConfigSeed {
  key: string;
  description: string;
  /** the '*' row every company inherits */
  fallback: string;
  /** company rows that override it */
  byCompany?: Partial<Record<CompanyCode, string>>;
}

const CURRENCY: Record<CompanyCode, string> = {
  WT: 'USD',
  US: 'USD',
  CA: 'CAD',
  IT: 'EUR',
  HJ: 'HKD',
  MY: 'MYR',
  MA: 'MYR',
  ID: 'IDR',
};

const fee = String(WITHDRAWAL_FEE_DEFAULT);

/** sys_config rows; amounts are decimal strings in the company's currency. */
export const CONFIG_SEED: ConfigSeed[] = [
  {
    key: CONFIG_KEY.globalSiteSwitch,
    description: 'Show the portal switch link in the header (Y/N)',
    fallback: SWITCH.off,
    byCompany: { US: SWITCH.on, CA: SWITCH.on, MY: SWITCH.on },
  },
  {
    key: CONFIG_KEY.walletCurrencyUnit,
    description: 'Currency of the e-wallet',
    fallback: CURRENCY.US,
    byCompany: CURRENCY,
  },
  {
    key: CONFIG_KEY.officeSelfPickUp,
    description: 'Members may collect orders at the office (Y/N)',
    fallback: SWITCH.off,
    byCompany: { HJ: SWITCH.on, MY: SWITCH.on, MA: SWITCH.on, ID: SWITCH.on },
  },
  {
    key: CONFIG_KEY.distributionCenterModel,
    description: 'Orders ship from distribution centres (Y/N)',
    fallback: SWITCH.off,
    byCompany: { ID: SWITCH.on, MY: SWITCH.on },
  },
  {
    key: CONFIG_KEY.externalWalletUrl,
    description: 'External wallet site opened from My Account',
    fallback: 'https://wallet.worldtrade.example.com/',
  },
  {
    key: CONFIG_KEY.changePolicyCompany,
    description: 'The company whose change policy the footer follows',
    fallback: 'IT',
  },
  {
    key: CONFIG_KEY.hideDashboardMessageMenu,
    description: 'Hide the dashboard messages entry (Y/N)',
    fallback: SWITCH.off,
    byCompany: { HJ: SWITCH.on },
  },
  {
    key: CONFIG_KEY.isNewMenu,
    description: 'New menu layout without side navigation (t/f)',
    fallback: MENU_FLAG.off,
    byCompany: { MA: MENU_FLAG.on },
  },
  {
    key: CONFIG_KEY.isVersion202303,
    description: 'Bonus report of version 2023-03 (t/f)',
    fallback: MENU_FLAG.on,
    byCompany: { CA: MENU_FLAG.off },
  },
  {
    key: CONFIG_KEY.bonusBvRate,
    description: 'Currency units paid per BV of bonus',
    fallback: '1',
    byCompany: {
      WT: '1',
      US: '1',
      CA: '1.35',
      IT: '0.92',
      HJ: '7.80',
      MY: '4.40',
      MA: '4.40',
      ID: '15800',
    },
  },
  {
    key: CONFIG_KEY.withdrawalFee,
    description: 'Fixed charge per withdrawal, in the company currency',
    fallback: fee,
    byCompany: { WT: fee, US: fee, CA: fee, IT: fee, HJ: fee, MY: fee, MA: fee, ID: fee },
  },
  {
    key: CONFIG_KEY.transferLimitSingle,
    description: 'Largest single e-wallet transfer, in the company currency',
    fallback: '5000.00',
    byCompany: {
      WT: '5000.00',
      US: '5000.00',
      CA: '6500.00',
      IT: '4500.00',
      HJ: '39000.00',
      MY: '22000.00',
      MA: '22000.00',
      ID: '79000000',
    },
  },
  {
    key: CONFIG_KEY.transferLimitDaily,
    description: 'Total e-wallet transfers per day, in the company currency',
    fallback: '20000.00',
    byCompany: {
      WT: '20000.00',
      US: '20000.00',
      CA: '26000.00',
      IT: '18000.00',
      HJ: '156000.00',
      MY: '88000.00',
      MA: '88000.00',
      ID: '316000000',
    },
  },
];

/** The rows to insert: one default row per key, then the company overrides. */
export function configRows() {
  return CONFIG_SEED.flatMap(({ key, description, fallback, byCompany = {} }) => [
    { company_code: CONFIG_DEFAULT_COMPANY, key, value: fallback, description },
    ...Object.entries(byCompany).map(([company_code, value]) => ({
      company_code,
      key,
      value,
      description,
    })),
  ]);
}
