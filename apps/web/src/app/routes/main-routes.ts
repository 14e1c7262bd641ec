import { bare, shell, walletPages } from './route-helpers';
import type { PageRoute } from './route-types';

const DASHBOARD: PageRoute[] = [
  shell('/dashboard/SystemIndex', 'systemIndex', 'SystemIndex'),
  shell('/dashboard/DashboardMessage', 'message', 'DashboardMessage'),
  shell('/dashboard/DashboardNews', 'news', 'DashboardNews'),
  shell('/dashboard/myOrganization/PlacementChat', 'organization', 'PlacementChat'),
  shell('/dashboard/myOrganization/SponsorChat', 'organization', 'SponsorChat'),
  shell('/dashboard/myOrganization/DirectlyRecommend', 'organization', 'DirectlyRecommend'),
  shell('/dashboard/myPromotion/alphaspin', 'promotion', 'alphaspin'),
  shell('/dashboard/myPromotion/specialPrizePromo', 'promotion', 'specialPrizePromo'),
  shell('/dashboard/myPromotion/promotionBrief', 'promotion', 'promotionBrief'),
  shell('/dashboard/myPromotion/promotionQuarter', 'promotion', 'promotionQuarter'),
  shell('/dashboard/QuickPurchase', 'shop', 'QuickPurchase'),
  shell('/dashboard/ProductLibrary', 'library', 'ProductLibrary'),
  shell('/enroll', 'enroll', 'enroll'),
  bare('/dashboard/DashboardNews/newsDetails', 'news', 'newsDetails'),
  bare('/dashboard/ProductLibrary/libraryList', 'library', 'libraryList'),
  bare('/dashboard/ProductLibrary/libraryDetails', 'library', 'libraryDetails', {
    view: 'details',
  }),
];

const SHOPPING: PageRoute[] = [
  shell('/shopping/ShoppingMall', 'mall', 'ShoppingMall'),
  shell('/shopping/ShoppingCart', 'cart', 'ShoppingCart'),
  shell('/shopping/HistoryOrders', 'orderHistory', 'HistoryOrders', { platform: 'bzz' }),
  shell('/shopping/subHistoryOrders', 'orderHistory', 'subHistoryOrders', { platform: 'wpm' }),
  shell('/shopping/AutoOrder/Mall', 'mall', 'AutoOrderMall', { list: 'autoship' }),
  shell('/shopping/AutoOrder/Cart', 'cart', 'AutoOrderCart', { list: 'autoship' }),
  shell('/shopping/AutoOrder/History', 'autoshipHistory', 'AutoOrderHistory'),
  bare('/shopping/ShoppingMall/ProductDetail', 'productDetail', 'ProductDetail'),
  bare('/shopping/AutoOrder/Mall/ProductDetail', 'productDetail', 'ProductDetail', {
    list: 'autoship',
  }),
  bare('/shopping/confirmPay', 'confirmPay', 'confirmPay'),
  bare('/shopping/confirmPay/AddAddress', 'addAddress', 'AddAddress'),
  bare('/shopping/Payment', 'payment', 'Payment'),
  bare('/myAccount/Payment', 'payment', 'Payment'),
  bare('/shopping/AutoOrder/AutoCardConfirm', 'autoshipSetup', 'AutoCardConfirm'),
  bare('/shopping/AutoOrder/SuccessfulAutoOrder', 'autoshipResult', 'SuccessfulAutoOrder'),
  bare('/shopping/Payment/SuccessfulPayment', 'paymentSuccess', 'SuccessfulPayment'),
  bare('/shopping/AutoOrder/AutoOrderCartList', 'cart', 'AutoOrderCartList', { list: 'autoship' }),
  bare('/memberBenefit/PointsShop/ProductDetail', 'pointsShop', 'ProductDetail'),
  bare('/shopping/HistoryOrders/Invoice', 'invoice', 'Invoice'),
];

const MEMBER_BENEFIT: PageRoute[] = [
  shell('/memberBenefit/BonusReport', 'bonus', 'BonusReport'),
  shell('/memberBenefit/BonusReport/bnIndex', 'bonus', 'BonusReport'),
  shell('/memberBenefit/EstimatedBonus', 'bonus', 'EstimatedBonus'),
  shell('/memberBenefit/bnEstimatedBonus/bnIndex', 'bonus', 'EstimatedBonus'),
  shell('/memberBenefit/PointsShop/exchange', 'pointsShop', 'PointsExchange'),
  shell('/memberBenefit/PointsShop/Details', 'pointsShop', 'PointsDetails'),
  shell('/memberBenefit/VacationPoint', 'bonus', 'VacationPoint'),
  // library: its own view, so the axe scan (distinct page and props) draws it too
  shell('/memberBenefit/MemberTools', 'library', 'MemberTools', { view: 'tools' }),
];

const MY_ACCOUNT: PageRoute[] = [
  ...walletPages('/myAccount'),
  shell('/myAccount/PersonalProfile', 'profile', 'PersonalProfile'),
  shell('/myAccount/Logisticmanagerment', 'addresses', 'Logisticmanagerment'),
  shell('/myAccount/vCard', 'profile', 'vCard'),
];

/** Spec 2.2: the main platform (bzz). */
export const MAIN_ROUTES: PageRoute[] = [
  ...DASHBOARD,
  ...SHOPPING,
  ...MEMBER_BENEFIT,
  ...MY_ACCOUNT,
];
