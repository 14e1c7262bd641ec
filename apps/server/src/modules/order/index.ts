/**
 * Orders (docs/orders.md): placing, reading, cancelling and paying them, the state
 * machine, the expiry job and the operator steps. The checkout flow (src/flows) composes the
 * placing with the catalogue's stock and the cart; the payment helper's card and third-party
 * providers use markOrderPaid, orderForPayment and recordPaymentFailure.
 */
export { noAddressBook, type AddressLookup } from './address-lookup.js';
export {
  assertOrderAllowed,
  lockBuyerForOrder,
  placeOrder,
  type NewOrder,
  type PricedOrderLine,
} from './order-place.service.js';
export { judgeDelivery, type DeliveryFacts } from './order-delivery.js';
export { orderEffects } from './order-effects.service.js';
export {
  centresOf,
  ORDER_SETTING_KEYS,
  orderSettings,
  orderSettingsOf,
  type OrderSettings,
} from './order-settings.js';
export { markOrderPaid, type PaymentTaken } from './order-paid.service.js';
export { orderForPayment } from './order-query.service.js';
export {
  recordPaymentAttempt,
  recordPaymentFailure,
  type PaymentAttempt,
} from './order-payment-attempt.service.js';
export { expireOrders } from './order-cancel.service.js';
export { orderExpiryJob } from './order-expiry.job.js';
export {
  confirmBranchPayment,
  operatorOrderStep,
  refundOrder,
  type OrderOperator,
  type OutsideRefund,
} from './order-ops.service.js';
export { findOrderByNo, listOrdersForOps } from './order-lookup.service.js';
// invoice: an order as its invoice shows it, for the invoice module
export { invoiceOrder, type InvoiceOrder } from './order-invoice.js';
// an unshipped order is delivered to this address
export { unshippedOrderAtAddress } from './order-address-use.js';
// payment: the pay call's flow hands e-wallet and branch back, pays a split's part
export { payOrder } from './order-pay.service.js';
export { payOrderWalletPart, type WalletPart } from './order-pay-part.service.js';
export { paymentStatus } from './order-query.service.js';
// the unnamed-picture sweep: orders keep showing a picture a product no longer has
export { orderPicturesShown } from './order-query.service.js';
// trees: a paid or refunded order's volume, as the orderPaid/orderRefunded events carry it
export type { OrderVolumeChange } from '../../lib/events/index.js';
// promotions: paid orders' volumes in a promotion's window
export {
  membersPaidBetween,
  paidOrderVolumesBetween,
  type PaidOrderVolume,
} from './order-promotion.service.js';
// the console's refund preview flow: the order's part, then the promotions'
export { previewConsoleRefund, type RefundPreviewSubject } from './order-console-steps.service.js';
// invoice: the console's re-send checks the operator's order as the order's page does
export { orderOfOperator } from './order-console.service.js';
// the console's pick list, printed with the invoice module's fonts (flows/order-pick-list)
export { consolePickList, type PickListFonts } from './order-console-pick.js';
