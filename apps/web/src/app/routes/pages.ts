import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../lib/lazy/lazy-page';
import type { PageProps } from '../../lib/ui/page-props';
import type { PageKey } from './route-types';

type Page = LazyExoticComponent<ComponentType<PageProps>>;

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
  autoOrder: lazyPage(() => import('../../features/shop/auto-order-page')),
  invoice: lazyPage(() => import('../../features/shop/invoice-page')),
  bonus: lazyPage(() => import('../../features/bonus/bonus-page')),
  pointsShop: lazyPage(() => import('../../features/bonus/points-shop-page')),
  wallet: lazyPage(() => import('../../features/wallet/wallet-page')),
  security: lazyPage(() => import('../../features/wallet/security-page')),
  profile: lazyPage(() => import('../../features/profile/profile-page')),
  collectInfo: lazyPage(() => import('../../features/collect-info/collect-info-page')),
};
