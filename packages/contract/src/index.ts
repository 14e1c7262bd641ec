export * from './common/index.js';
export * from './system/index.js';
export * from './auth/index.js';
export * from './member/index.js';
export * from './platform/index.js';
export * from './menu/index.js';
export * from './message/index.js';
export * from './page/index.js';
export * from './security/index.js';
export * from './bank/index.js';
export * from './wallet/index.js';
export * from './catalog/index.js';
export * from './cart/index.js';
// orders
export * from './order/index.js';
// invoice
export * from './invoice/index.js';
// payment
export * from './payment/index.js';
// organization
export * from './organization/index.js';
export * from './calls.js';
// addresses
export * from './address/index.js';
// bonus report
export * from './bonus/index.js';
// personal profile
export * from './profile/index.js';
// vacation points
export * from './vacation/index.js';
// points shop
export * from './points-shop/index.js';
// registration
export * from './registration/index.js';
// library
export * from './library/index.js';
// news
export * from './news/index.js';
// promotions
export * from './promotion/index.js';
// the dashboard's one read of the member's figures
export * from './dashboard/index.js';
// autoship
export * from './autoship/index.js';
// the operators' console
export * from './console/index.js';
// the income disclosure statement's public calls
export * from './disclosure/disclosure.calls.js';
