import { group, hidden, page, section, FRESH, type MenuSeedNode } from './menu-nodes.js';

/** The main platform's tree (spec "Main mode"). */
export const BZZ_MENU: MenuSeedNode[] = [
  section('dashboard', '/dashboard', 'DashboardOutlined', [
    hidden('SystemIndex', '/dashboard/SystemIndex'),
    page('DashboardMessage', '/dashboard/DashboardMessage', FRESH),
    page('DashboardNews', '/dashboard/DashboardNews'),
    group('myOrganization', '/dashboard/myOrganization', [
      page('PlacementChat', '/dashboard/myOrganization/PlacementChat'),
      page('SponsorChat', '/dashboard/myOrganization/SponsorChat'),
      page('DirectlyRecommend', '/dashboard/myOrganization/DirectlyRecommend'),
    ]),
    group('myPromotion', '/dashboard/myPromotion', [
      page('alphaspin', '/dashboard/myPromotion/alphaspin'),
      page('specialPrizePromo', '/dashboard/myPromotion/specialPrizePromo'),
      page('promotionBrief', '/dashboard/myPromotion/promotionBrief'),
      page('promotionQuarter', '/dashboard/myPromotion/promotionQuarter'),
    ]),
    page('QuickPurchase', '/dashboard/QuickPurchase', FRESH),
    page('ProductLibrary', '/dashboard/ProductLibrary'),
    page('enroll', '/enroll', FRESH),
  ]),
  section('shopping', '/shopping', 'ShoppingOutlined', [
    page('ShoppingMall', '/shopping/ShoppingMall'),
    page('ShoppingCart', '/shopping/ShoppingCart', FRESH),
    page('HistoryOrders', '/shopping/HistoryOrders'),
    page('subHistoryOrders', '/shopping/subHistoryOrders'),
    hidden('AutoOrder', '/shopping/AutoOrder', [
      page('Mall', '/shopping/AutoOrder/Mall'),
      page('Cart', '/shopping/AutoOrder/Cart', FRESH),
      page('History', '/shopping/AutoOrder/History'),
    ]),
  ]),
  section('memberBenefit', '/memberBenefit', 'GiftOutlined', [
    page('BonusReport', '/memberBenefit/BonusReport/bnIndex'),
    page('EstimatedBonus', '/memberBenefit/bnEstimatedBonus/bnIndex'),
    group('PointsShop', '/memberBenefit/PointsShop', [
      page('PointsExchange', '/memberBenefit/PointsShop/exchange'),
      page('PointsDetails', '/memberBenefit/PointsShop/Details'),
    ]),
    page('VacationPoint', '/memberBenefit/VacationPoint'),
    page('MemberTools', '/memberBenefit/MemberTools'),
  ]),
  section('myAccount', '/myAccount', 'UserOutlined', [
    page('MyEwallet', '/myAccount/MyEwallet', FRESH),
    page('Withdraw', '/myAccount/Withdraw', FRESH),
    page('Transfer', '/myAccount/Transfer', FRESH),
    page('TransactionHistory', '/myAccount/TransactionHistory'),
    page('Securitysetting', '/myAccount/Securitysetting', FRESH),
    page('PersonalProfile', '/myAccount/PersonalProfile', FRESH),
    page('Logisticmanagerment', '/myAccount/Logisticmanagerment', FRESH),
    page('Bankaccountinformation', '/myAccount/Bankaccountinformation', FRESH),
    hidden('vCard', '/myAccount/vCard'),
    // opens the external wallet site (config jm-pw.website.url) in a new tab
    hidden('ewalletControl', '/myAccount/ewalletControl'),
  ]),
];
