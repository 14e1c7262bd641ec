// the checkout's options are read by the autoship set-up too
export { useCheckoutOptions } from '../../../shared/api/checkout-options';
