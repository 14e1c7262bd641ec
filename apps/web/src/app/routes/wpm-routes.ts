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
  shell('/wpm/shopping/OrderHistory', 'orderHistory', 'OrderHistory', { platform: 'wpm' }),
  bare('/wpm/shopping/HistoryOrders/Invoice', 'invoice', 'Invoice'),
  shell('/wpm/memberBenefit/BonusReport', 'bonus', 'BonusReport'),
  ...walletPages('/wpm/myAccount'),
  ...walletPages('/wpm/wtMyAccount'),
  shell('/wpm/wtMyAccount/PersonalProfile', 'profile', 'PersonalProfile'),
  shell('/wpm/wtMyAccount/Logisticmanagerment', 'addresses', 'Logisticmanagerment'),
  bare(`${NO_LEFT}/ShoppingMall/ProductDetail`, 'productDetail', 'ProductDetail'),
  bare(`${NO_LEFT}/confirmPay`, 'confirmPay', 'confirmPay'),
  bare(`${NO_LEFT}/confirmPay/AddAddress`, 'addAddress', 'AddAddress'),
  bare(`${NO_LEFT}/Payment`, 'payment', 'Payment'),
  bare(`${NO_LEFT}/Payment/SuccessfulPayment`, 'paymentSuccess', 'SuccessfulPayment'),
  // news: a news item opened from the marketplace dashboard stays on wpm
  bare('/wpm/dashboard/DashboardNews/newsDetails', 'news', 'newsDetails'),
];
