import { lazyPage } from '../../lib/lazy/lazy-page';
import type { PageProps } from '../../lib/ui/page-props';
import type { PageKey } from './route-types';

type Page = ReturnType<typeof lazyPage<PageProps>>;

/** One lazily loaded chunk per page module (route-level code splitting). */
export const PAGES: Record<PageKey, Page> = {
  login: lazyPage(() => import('../../features/auth/login-page')),
  silentLogin: lazyPage(() => import('../../features/auth/silent-login-page')),
  forgetLoginName: lazyPage(() => import('../../features/recovery/forget-login-name-page')),
  retrieveInformation: lazyPage(() => import('../../features/recovery/retrieve-information-page')),
  emailVerify: lazyPage(() => import('../../features/recovery/email-verify-page')),
  publicPage: lazyPage(() => import('../../features/page/public-page')),
  notFound: lazyPage(() => import('../../features/status/not-found-page')),
  unauthorized: lazyPage(() => import('../../features/status/unauthorized-page')),
  redirect: lazyPage(() => import('../../features/status/redirect-page')),
  systemIndex: lazyPage(() => import('../../features/dashboard/system-index-page')),
  enroll: lazyPage(() => import('../../features/enroll/enroll-page')),
  message: lazyPage(() => import('../../features/message/message-page')),
  news: lazyPage(() => import('../../features/news/news-page')),
  organization: lazyPage(() => import('../../features/organization/organization-page')),
  promotion: lazyPage(() => import('../../features/promotion/promotion-page')),
  library: lazyPage(() => import('../../features/library/library-page')),
  shop: lazyPage(() => import('../../features/shop/shop-page')),
  mall: lazyPage(() =>
    import('../../features/shop/shop-pages').then((m) => ({ default: m.MallPage })),
  ),
  productDetail: lazyPage(() =>
    import('../../features/shop/shop-pages').then((m) => ({ default: m.ProductDetailPage })),
  ),
  cart: lazyPage(() =>
    import('../../features/shop/shop-pages').then((m) => ({ default: m.CartPage })),
  ),
  autoOrder: lazyPage(() => import('../../features/shop/auto-order-page')),
  invoice: lazyPage(() => import('../../features/shop/invoice-page')),
  bonus: lazyPage(() => import('../../features/bonus/bonus-page')),
  pointsShop: lazyPage(() => import('../../features/bonus/points-shop-page')),
  walletHome: lazyPage(() => import('../../features/wallet/my-ewallet-page')),
  withdrawList: lazyPage(() => import('../../features/wallet/withdraw-page')),
  withdrawApply: lazyPage(() => import('../../features/wallet/withdraw-add-page')),
  transfer: lazyPage(() => import('../../features/wallet/transfer-page')),
  transferResult: lazyPage(() => import('../../features/wallet/transfer-result-page')),
  transactionHistory: lazyPage(() => import('../../features/wallet/transaction-history-page')),
  bankAccounts: lazyPage(() => import('../../features/bank/bank-accounts-page')),
  securitySetting: lazyPage(() => import('../../features/security/security-setting-page')),
  resetPinByCondition: lazyPage(
    () => import('../../features/security/reset-pin-by-condition-page'),
  ),
  forgetPin: lazyPage(() => import('../../features/security/forget-pin-page')),
  resetPin: lazyPage(() => import('../../features/security/reset-pin-page')),
  profile: lazyPage(() => import('../../features/profile/profile-page')),
  collectInfo: lazyPage(() => import('../../features/collect-info/collect-info-page')),
};
