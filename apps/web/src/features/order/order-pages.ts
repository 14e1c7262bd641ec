/**
 * The order pages in one chunk: they share their calls, money, status tags and the order
 * lines, and the member goes from one to the next (checkout → payment → history → invoice).
 */
export { default as ConfirmPayPage } from './confirm-pay-page';
export { default as AddAddressPage } from './add-address-page';
export { default as PaymentPage } from './payment-page';
export { default as PaymentSuccessPage } from './payment-success-page';
export { default as OrderHistoryPage } from './order-history-page';
export { default as InvoicePage } from './invoice-page';
