import { group, hidden, page, section, FRESH, type MenuSeedNode } from './menu-nodes.js';

const ACCOUNT_PAGES = (base: string): MenuSeedNode[] => [
  page('MyEwallet', `${base}/MyEwallet`, FRESH),
  page('Withdraw', `${base}/Withdraw`, FRESH),
  page('Transfer', `${base}/Transfer`, FRESH),
  page('TransactionHistory', `${base}/TransactionHistory`),
  page('Securitysetting', `${base}/Securitysetting`, FRESH),
  // withdrawals need a payout account, so every account section can manage them
  page('Bankaccountinformation', `${base}/Bankaccountinformation`, FRESH),
];

/** Marketplace account section of every company but WT (spec "Marketplace mode"). */
const MY_ACCOUNT = section('myAccount', '/wpm/myAccount', 'UserOutlined', [
  ...ACCOUNT_PAGES('/wpm/myAccount'),
  // opens the external wallet site (config jm-pw.website.url) in a new tab
  hidden('ewalletControl', '/wpm/myAccount/ewalletControl'),
]);

/** WT's account section: WT has no main platform, so profile and addresses live here. */
const WT_MY_ACCOUNT = section('wtMyAccount', '/wpm/wtMyAccount', 'UserOutlined', [
  ...ACCOUNT_PAGES('/wpm/wtMyAccount'),
  page('PersonalProfile', '/wpm/wtMyAccount/PersonalProfile', FRESH),
  page('Logisticmanagerment', '/wpm/wtMyAccount/Logisticmanagerment', FRESH),
]);

function wpmMenu(account: MenuSeedNode): MenuSeedNode[] {
  return [
    section('dashboard', '/wpm/dashboard', 'DashboardOutlined', [
      page('SystemIndex', '/wpm/dashboard/SystemIndex'),
      page('DashboardNews', '/wpm/dashboard/DashboardNews'),
      group('myOrganization', '/wpm/dashboard/myOrganization', [
        page('PlacementChat', '/wpm/dashboard/myOrganization/PlacementChat'),
        page('SponsorChat', '/wpm/dashboard/myOrganization/SponsorChat'),
      ]),
      group('myPromotion', '/wpm/dashboard/myPromotion', [
        page('alphaspin', '/wpm/dashboard/myPromotion/alphaspin'),
        page('specialPrizePromo', '/wpm/dashboard/myPromotion/specialPrizePromo'),
        page('promotionBrief', '/wpm/dashboard/myPromotion/promotionBrief'),
      ]),
      page('QuickPurchase', '/wpm/dashboard/QuickPurchase', FRESH),
      page('enroll', '/wpm/enroll', FRESH),
    ]),
    section('shopping', '/wpm/shopping', 'ShoppingOutlined', [
      page('ShoppingMall', '/wpm/shopping/ShoppingMall'),
      page('ShoppingCart', '/wpm/shopping/ShoppingCart', FRESH),
      page('OrderHistory', '/wpm/shopping/OrderHistory'),
    ]),
    section('memberBenefit', '/wpm/memberBenefit', 'GiftOutlined', [
      page('BonusReport', '/wpm/memberBenefit/BonusReport'),
    ]),
    account,
  ];
}

/** The marketplace tree every company shares (spec "Marketplace mode"). */
export const WPM_MENU = wpmMenu(MY_ACCOUNT);
/** WT's own marketplace tree: wtMyAccount instead of myAccount. */
export const WT_WPM_MENU = wpmMenu(WT_MY_ACCOUNT);
