/**
 * Where the autoship pages live (spec "Main mode": AutoOrder Mall, Cart, History and the bare
 * AutoCardConfirm, SuccessfulAutoOrder). Shared: the autoship cart (shop) starts the set-up, the
 * autoship pages link back to the mall and the cart.
 */
export const AUTOSHIP_PAGE_PATHS = {
  mall: '/shopping/AutoOrder/Mall',
  cart: '/shopping/AutoOrder/Cart',
  setup: '/shopping/AutoOrder/AutoCardConfirm',
  result: '/shopping/AutoOrder/SuccessfulAutoOrder',
  history: '/shopping/AutoOrder/History',
  /** the address book: the set-up has no add-address page of its own */
  addresses: '/myAccount/Logisticmanagerment',
} as const;
