import { bare, shell, walletPages } from './route-helpers';
import type { PageRoute } from './route-types';

const NO_LEFT = '/wpm/myAccountNoLeft/shopping';

/** Spec 2.3: the marketplace platform (wpm). */
export const WPM_ROUTES: PageRoute[] = [
  shell('/wpm/dashboard/SystemIndex', 'systemIndex', 'SystemIndex'),
  shell('/wpm/dashboard/DashboardNews', 'news', 'DashboardNews'),
  shell('/wpm/dashboard/myOrganization/PlacementChat', 'organization', 'PlacementChat'),
  shell('/wpm/dashboard/myOrganization/SponsorChat', 'organization', 'SponsorChat'),
  shell('/wpm/dashboard/myPromotion/alphaspin', 'promotion', 'alphaspin'),
  shell('/wpm/dashboard/myPromotion/specialPrizePromo', 'promotion', 'specialPrizePromo'),
  shell('/wpm/dashboard/myPromotion/promotionBrief', 'promotion', 'promotionBrief'),
  shell('/wpm/dashboard/QuickPurchase', 'shop', 'QuickPurchase'),
  shell('/wpm/dashboard/enroll', 'enroll', 'enroll'),
  shell('/wpm/enroll', 'enroll', 'enroll'),
  shell('/wpm/shopping/ShoppingMall', 'mall', 'ShoppingMall'),
  shell('/wpm/shopping/ShoppingCart', 'cart', 'ShoppingCart'),
  shell('/wpm/shopping/OrderHistory', 'shop', 'OrderHistory'),
  bare('/wpm/shopping/HistoryOrders/Invoice', 'invoice', 'Invoice'),
  shell('/wpm/memberBenefit/BonusReport', 'bonus', 'BonusReport'),
  ...walletPages('/wpm/myAccount'),
  ...walletPages('/wpm/wtMyAccount'),
  shell('/wpm/wtMyAccount/PersonalProfile', 'profile', 'PersonalProfile'),
  shell('/wpm/wtMyAccount/Logisticmanagerment', 'profile', 'Logisticmanagerment'),
  bare(`${NO_LEFT}/ShoppingMall/ProductDetail`, 'productDetail', 'ProductDetail'),
  bare(`${NO_LEFT}/confirmPay`, 'shop', 'confirmPay'),
  bare(`${NO_LEFT}/confirmPay/AddAddress`, 'shop', 'AddAddress'),
  bare(`${NO_LEFT}/Payment`, 'shop', 'Payment'),
  bare(`${NO_LEFT}/Payment/SuccessfulPayment`, 'shop', 'SuccessfulPayment'),
];
