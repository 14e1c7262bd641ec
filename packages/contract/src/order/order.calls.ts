import { defineCall } from '../common/define-call.js';
import { idempotencyHeadersSchema, PIN_ERRORS } from '../common/money-fields.js';
import {
  checkoutOptionsSchema,
  orderDetailSchema,
  orderPageSchema,
  orderPreviewSchema,
  orderSummarySchema,
  paymentStatusSchema,
} from './order-answers.js';
import { ORDER_PATHS } from './order-constants.js';
import {
  orderInputSchema,
  orderListQuerySchema,
  orderNoParamsSchema,
  payOrderBodySchema,
  saveOrderBodySchema,
} from './order-input.js';

const tags = ['order'] as const;
const SELF = { access: 'member', record: 'self', tags } as const;
const ORDER = { access: 'member', record: 'order', tags, params: orderNoParamsSchema } as const;

/** Orders and their payment (spec "The calls the product makes"); a member sees and pays only their own. */
export const ORDER_CALLS = {
  checkoutOptions: defineCall({
    ...SELF,
    method: 'GET',
    path: ORDER_PATHS.checkoutOptions,
    response: checkoutOptionsSchema,
    summary: "The company's delivery modes, payment methods, shipping fee and tax for the checkout",
  }),
  beforeSave: defineCall({
    ...SELF,
    method: 'POST',
    path: ORDER_PATHS.beforeSave,
    body: orderInputSchema,
    response: orderPreviewSchema,
    summary: 'Checks and prices an order (stock, prices, type rules, packs) and what it changes',
  }),
  save: defineCall({
    ...SELF,
    method: 'POST',
    path: ORDER_PATHS.save,
    headers: idempotencyHeadersSchema,
    body: saveOrderBodySchema,
    response: orderSummarySchema,
    summary: 'Places the order awaiting payment and reserves its stock (Idempotency-Key)',
  }),
  list: defineCall({
    ...SELF,
    method: 'GET',
    path: ORDER_PATHS.list,
    query: orderListQuerySchema,
    response: orderPageSchema,
    summary: "A page of the member's orders (orderStatus_EQ=10&orderType_EQ=10: first purchase)",
  }),
  detail: defineCall({
    ...ORDER,
    method: 'GET',
    path: ORDER_PATHS.detail,
    response: orderDetailSchema,
    summary: "One of the member's orders with lines, address, payments and timeline",
  }),
  cancel: defineCall({
    ...ORDER,
    method: 'POST',
    path: ORDER_PATHS.cancel,
    response: orderDetailSchema,
    summary: "Cancels one of the member's unpaid orders and releases its stock",
  }),
  pay: defineCall({
    ...ORDER,
    method: 'POST',
    path: ORDER_PATHS.pay,
    headers: idempotencyHeadersSchema,
    body: payOrderBodySchema,
    response: paymentStatusSchema,
    summary: 'Pays an order: e-wallet (PIN), pay in branch, card or third party (Idempotency-Key)',
    errors: [
      'memberInactive',
      'memberFrozen',
      'orderNotFound',
      'orderNotPayable',
      'paymentAmountMismatch',
      'paymentMethodUnavailable',
      'paymentPending',
      ...PIN_ERRORS,
      'sponsorPasswordRequired',
      'sponsorPasswordIncorrect',
      'sponsorPasswordLocked',
      'insufficientBalance',
      'cardExpired',
      'cardDeclined',
      'cardInsufficientFunds',
      'paymentChallengeFailed',
      'paymentCanceled',
    ],
  }),
  paymentStatus: defineCall({
    ...ORDER,
    method: 'GET',
    path: ORDER_PATHS.paymentStatus,
    response: paymentStatusSchema,
    summary: "An order's payment status, polled by the success page",
  }),
} as const;
