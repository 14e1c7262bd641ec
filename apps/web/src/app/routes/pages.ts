import type { ComponentType } from 'react';
import { withPageMessages } from '../../lib/i18n/i18n';
import { lazyPage } from '../../lib/lazy/lazy-page';
import type { PageProps } from '../../shared/ui/page-props';
import type { PageKey } from './route-types';

type Page = ReturnType<typeof lazyPage<PageProps>>;
type PageModule = { default: ComponentType<PageProps> };

/**
 * A page beyond the first screens: its chunk and, in English, the namespaces the entry does
 * not carry load side by side. The first screens (login, dashboard) and the pages that only
 * pass through (silent login, redirect) show only the entry's namespaces.
 */
const page = (load: () => Promise<PageModule>): Page => lazyPage(withPageMessages(load));

/** One lazily loaded chunk per page module (route-level code splitting). */
export const PAGES: Record<PageKey, Page> = {
  login: lazyPage(() => import('../../features/auth/login-page')),
  silentLogin: lazyPage(() => import('../../features/auth/silent-login-page')),
  forgetLoginName: page(() => import('../../features/auth/forget-login-name-page')),
  retrieveInformation: page(() => import('../../features/auth/retrieve-information-page')),
  emailVerify: page(() => import('../../features/auth/email-verify-page')),
  publicPage: page(() => import('../../features/page/public-page')),
  notFound: page(() => import('../../features/status/not-found-page')),
  unauthorized: page(() => import('../../features/status/unauthorized-page')),
  redirect: lazyPage(() => import('../../features/status/redirect-page')),
  systemIndex: lazyPage(() => import('../../features/dashboard/system-index-page')),
  enroll: page(() => import('../../features/registration/enroll-page')),
  message: page(() => import('../../features/message/message-page')),
  news: page(() => import('../../features/news/news-page')),
  organization: page(() => import('../../features/organization/organization-page')),
  promotion: page(() => import('../../features/promotion/promotion-page')),
  library: page(() => import('../../features/library/library-page')),
  shop: page(() => import('../../features/shop/shop-page')),
  mall: page(() => import('../../features/shop/shop-pages').then((m) => ({ default: m.MallPage }))),
  productDetail: page(() =>
    import('../../features/shop/shop-pages').then((m) => ({ default: m.ProductDetailPage })),
  ),
  cart: page(() => import('../../features/shop/shop-pages').then((m) => ({ default: m.CartPage }))),
  // autoship: one chunk for its three pages
  autoshipHistory: page(() =>
    import('../../features/autoship/autoship-pages').then((m) => ({
      default: m.AutoshipHistoryPage,
    })),
  ),
  autoshipSetup: page(() =>
    import('../../features/autoship/autoship-pages').then((m) => ({
      default: m.AutoshipSetupPage,
    })),
  ),
  autoshipResult: page(() =>
    import('../../features/autoship/autoship-pages').then((m) => ({
      default: m.AutoshipResultPage,
    })),
  ),
  invoice: page(() =>
    import('../../features/order/order-pages').then((m) => ({ default: m.InvoicePage })),
  ),
  bonus: page(() => import('../../features/bonus/bonus-page')),
  pointsShop: page(() => import('../../features/points-shop/points-shop-page')),
  walletHome: page(() => import('../../features/wallet/my-ewallet-page')),
  withdrawList: page(() => import('../../features/wallet/withdraw-page')),
  withdrawApply: page(() => import('../../features/wallet/withdraw-add-page')),
  transfer: page(() => import('../../features/wallet/transfer-page')),
  transferResult: page(() => import('../../features/wallet/transfer-result-page')),
  transactionHistory: page(() => import('../../features/wallet/transaction-history-page')),
  bankAccounts: page(() => import('../../features/bank/bank-accounts-page')),
  securitySetting: page(() => import('../../features/security/security-setting-page')),
  resetPinByCondition: page(() => import('../../features/security/reset-pin-by-condition-page')),
  forgetPin: page(() => import('../../features/security/forget-pin-page')),
  resetPin: page(() => import('../../features/security/reset-pin-page')),
  profile: page(() => import('../../features/profile/profile-page')),
  collectInfo: page(() => import('../../features/registration/collect-info-page')),
  // orders: one chunk for the checkout, payment, history and invoice pages
  confirmPay: page(() =>
    import('../../features/order/order-pages').then((m) => ({ default: m.ConfirmPayPage })),
  ),
  addAddress: page(() =>
    import('../../features/order/order-pages').then((m) => ({ default: m.AddAddressPage })),
  ),
  payment: page(() =>
    import('../../features/order/order-pages').then((m) => ({ default: m.PaymentPage })),
  ),
  paymentSuccess: page(() =>
    import('../../features/order/order-pages').then((m) => ({ default: m.PaymentSuccessPage })),
  ),
  orderHistory: page(() =>
    import('../../features/order/order-pages').then((m) => ({ default: m.OrderHistoryPage })),
  ),
  // addresses
  addresses: page(() => import('../../features/address/addresses-page')),
};
