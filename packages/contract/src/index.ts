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
// orders (issue 13)
export * from './order/index.js';
// invoice (issue 13)
export * from './invoice/index.js';
// payment (issue 13)
export * from './payment/index.js';
// organization
export * from './organization/index.js';
export * from './calls.js';
// addresses
export * from './address/index.js';
// bonus report (issue 14)
export * from './bonus/index.js';
// personal profile (issue 15)
export * from './profile/index.js';
// vacation points (issue 14)
export * from './vacation/index.js';
// registration (issue 15)
export * from './registration/index.js';
// library (issue 16)
export * from './library/index.js';
// news (issue 16)
export * from './news/index.js';
// promotions (issue 16)
export * from './promotion/index.js';
// the dashboard's one read of the member's figures
export * from './dashboard/index.js';
