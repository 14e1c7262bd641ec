/** Which frame a page is drawn in. */
export type Frame =
  /** header, menus, breadcrumb, footer */
  | 'shell'
  /** header and footer but no left menu (details, checkout steps) */
  | 'bare'
  /** no login needed, no member header */
  | 'public';

/** Lazy page modules, one chunk each (see pages.ts). */
export type PageKey =
  | 'login'
  | 'silentLogin'
  | 'forgetLoginName'
  | 'retrieveInformation'
  | 'emailVerify'
  | 'publicPage'
  | 'notFound'
  | 'unauthorized'
  | 'redirect'
  | 'systemIndex'
  | 'enroll'
  | 'message'
  | 'news'
  | 'organization'
  | 'promotion'
  | 'library'
  | 'shop'
  | 'mall'
  | 'productDetail'
  | 'cart'
  // autoship: manage (History), set-up (AutoCardConfirm), its result
  | 'autoshipHistory'
  | 'autoshipSetup'
  | 'autoshipResult'
  | 'invoice'
  | 'bonus'
  | 'pointsShop'
  | 'walletHome'
  | 'withdrawList'
  | 'withdrawApply'
  | 'transfer'
  | 'transferResult'
  | 'transactionHistory'
  | 'bankAccounts'
  | 'securitySetting'
  | 'resetPinByCondition'
  | 'forgetPin'
  | 'resetPin'
  | 'profile'
  | 'collectInfo'
  // orders: checkout, payment, order history
  | 'confirmPay'
  | 'addAddress'
  | 'payment'
  | 'paymentSuccess'
  | 'orderHistory'
  // addresses
  | 'addresses';

export interface PageRoute {
  path: string;
  page: PageKey;
  /** translation key of the page title (breadcrumb, document title) */
  title: string;
  frame: Frame;
  /** props handed to the page, e.g. which public page or silent-login kind */
  props?: Record<string, string>;
}

export interface RedirectRoute {
  path: string;
  to: string;
  title: string;
}
