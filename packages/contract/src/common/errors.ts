import { API_CODE, type ApiCode } from './envelope.js';

/**
 * Every error a member can meet: a stable key (also its translation key under `error.`)
 * and the envelope code it is answered with. Messages live in locales/*.json.
 */
export const ERROR = {
  // generic
  validation: API_CODE.BAD_REQUEST,
  malformedJson: API_CODE.BAD_REQUEST,
  unsupportedMediaType: API_CODE.BAD_REQUEST,
  payloadTooLarge: API_CODE.PAYLOAD_TOO_LARGE,
  unauthorized: API_CODE.UNAUTHORIZED,
  forbidden: API_CODE.FORBIDDEN,
  notFound: API_CODE.NOT_FOUND,
  tooManyRequests: API_CODE.TOO_MANY_REQUESTS,
  server: API_CODE.SERVER_ERROR,
  unavailable: API_CODE.UNAVAILABLE,
  /** the database cannot be reached for now (restart, failover); the web app shows a banner */
  temporarilyUnavailable: API_CODE.UNAVAILABLE,
  unknownCompany: API_CODE.BAD_REQUEST,
  unknownLocale: API_CODE.BAD_REQUEST,
  unknownConfigKey: API_CODE.NOT_FOUND,
  // session (spec "The error catalogue")
  badCredentials: API_CODE.UNPROCESSABLE,
  captchaRequired: API_CODE.UNPROCESSABLE,
  verificationCodeError: API_CODE.UNPROCESSABLE,
  accountLocked: API_CODE.TOO_MANY_REQUESTS,
  memberFrozen: API_CODE.FORBIDDEN,
  memberInactive: API_CODE.FORBIDDEN,
  ticketInvalid: API_CODE.UNAUTHORIZED,
  linkInvalid: API_CODE.UNPROCESSABLE,
  passwordIncorrect: API_CODE.UNPROCESSABLE,
  passwordSameAsOld: API_CODE.UNPROCESSABLE,
  memberNotInNetwork: API_CODE.FORBIDDEN,
  // catalogue of spec "The error catalogue", used by later domains
  saveFailed: API_CODE.UNPROCESSABLE,
  submissionError: API_CODE.UNPROCESSABLE,
  invalid: API_CODE.UNPROCESSABLE,
  insufficientBalance: API_CODE.UNPROCESSABLE,
  setDefaultFailed: API_CODE.UNPROCESSABLE,
  deletionFailed: API_CODE.UNPROCESSABLE,
  withdrawalFailed: API_CODE.UNPROCESSABLE,
  securityAnswerIncorrect: API_CODE.UNPROCESSABLE,
  setupFailed: API_CODE.UNPROCESSABLE,
  idempotencyConflict: API_CODE.CONFLICT,
  // PIN and security questions (messages in security.json)
  pinIncorrect: API_CODE.UNPROCESSABLE,
  pinLocked: API_CODE.TOO_MANY_REQUESTS,
  pinNotSet: API_CODE.UNPROCESSABLE,
  pinAlreadySet: API_CODE.CONFLICT,
  securityQuestionsNotSet: API_CODE.UNPROCESSABLE,
  resetCodeExpired: API_CODE.UNPROCESSABLE,
  noEmailOnFile: API_CODE.UNPROCESSABLE,
  // bank accounts (messages in bank.json)
  bankAccountInUse: API_CODE.CONFLICT,
  bankAccountLimit: API_CODE.UNPROCESSABLE,
  // e-wallet (messages in wallet.json)
  transferLimitExceeded: API_CODE.UNPROCESSABLE,
  dailyTransferLimitExceeded: API_CODE.UNPROCESSABLE,
  withdrawalNotChangeable: API_CODE.CONFLICT,
  withdrawalStepRefused: API_CODE.CONFLICT,
  // mall and carts (messages in shop.json; spec "The error catalogue" 'Invalid Product', 'Add to Cart Failed')
  invalidProduct: API_CODE.NOT_FOUND,
  addToCartFailed: API_CODE.UNPROCESSABLE,
  stockInsufficient: API_CODE.UNPROCESSABLE,
  cartFull: API_CODE.UNPROCESSABLE,
  // orders (messages in order.json)
  orderNotFound: API_CODE.NOT_FOUND,
  pcUpgradeRefused: API_CODE.UNPROCESSABLE,
  firstPurchaseDone: API_CODE.UNPROCESSABLE,
  orderTypeNotAllowed: API_CODE.UNPROCESSABLE,
  packTotalMismatch: API_CODE.UNPROCESSABLE,
  packItemInvalid: API_CODE.UNPROCESSABLE,
  orderStockInsufficient: API_CODE.UNPROCESSABLE,
  orderPriceChanged: API_CODE.CONFLICT,
  addressRequired: API_CODE.UNPROCESSABLE,
  deliveryUnavailable: API_CODE.UNPROCESSABLE,
  orderNotPayable: API_CODE.CONFLICT,
  orderNotCancellable: API_CODE.CONFLICT,
  paymentAmountMismatch: API_CODE.UNPROCESSABLE,
  paymentMethodUnavailable: API_CODE.UNPROCESSABLE,
  paymentFailed: API_CODE.UNPROCESSABLE,
  sponsorPasswordRequired: API_CODE.UNPROCESSABLE,
  sponsorPasswordIncorrect: API_CODE.UNPROCESSABLE,
  /** the payer's own lock after too many wrong sponsor passwords (never the sponsor's) */
  sponsorPasswordLocked: API_CODE.TOO_MANY_REQUESTS,
  orderStepRefused: API_CODE.CONFLICT,
  refundTooLarge: API_CODE.UNPROCESSABLE,
  // invoices (messages in invoice.json): a signed InvoiceOss link that is wrong, or too old
  invoiceLinkInvalid: API_CODE.FORBIDDEN,
  invoiceLinkExpired: API_CODE.FORBIDDEN,
  // the console's re-send of an invoice: nothing to invoice yet, or nowhere to send it
  invoiceOrderUnpaid: API_CODE.CONFLICT,
  invoiceNoEmail: API_CODE.UNPROCESSABLE,
  // shipping addresses (messages in address.json; spec "The error catalogue" 'Checking address failed')
  addressLimit: API_CODE.UNPROCESSABLE,
  addressInUse: API_CODE.CONFLICT,
  addressCheckFailed: API_CODE.UNPROCESSABLE,
  // payment (messages in payment.json)
  cardExpired: API_CODE.UNPROCESSABLE,
  cardDeclined: API_CODE.UNPROCESSABLE,
  cardInsufficientFunds: API_CODE.UNPROCESSABLE,
  paymentChallengeFailed: API_CODE.UNPROCESSABLE,
  paymentCanceled: API_CODE.UNPROCESSABLE,
  paymentPending: API_CODE.CONFLICT,
  paymentAlreadyMade: API_CODE.CONFLICT,
  paymentNotFound: API_CODE.NOT_FOUND,
  paymentNotActionable: API_CODE.CONFLICT,
  webhookSignatureInvalid: API_CODE.BAD_REQUEST,
  // organization trees (messages in organization.json)
  treeNodeNotFound: API_CODE.NOT_FOUND,
  treeCycleNoSnapshot: API_CODE.NOT_FOUND,
  // personal profile (messages in profile.json)
  pictureTypeUnsupported: API_CODE.UNPROCESSABLE,
  pictureTooLarge: API_CODE.UNPROCESSABLE,
  pictureUnreadable: API_CODE.UNPROCESSABLE,
  emailInUse: API_CODE.CONFLICT,
  // registration and placement (messages in registration.json)
  sponsorUnavailable: API_CODE.NOT_FOUND,
  placementNotFound: API_CODE.UNPROCESSABLE,
  placementFull: API_CODE.CONFLICT,
  memberNotHeld: API_CODE.NOT_FOUND,
  // promotions (messages in promotion.json)
  promotionNotFound: API_CODE.NOT_FOUND,
  promotionNotRunning: API_CODE.UNPROCESSABLE,
  noSpinsLeft: API_CODE.UNPROCESSABLE,
  // points shop (messages in points-shop.json; spec "The error catalogue" 'Product BV insufficient', 'Insufficient Balance')
  productBvInsufficient: API_CODE.UNPROCESSABLE,
  pointsBalanceInsufficient: API_CODE.UNPROCESSABLE,
  // autoship (messages in autoship.json)
  autoshipNotFound: API_CODE.NOT_FOUND,
  autoshipCartEmpty: API_CODE.UNPROCESSABLE,
  autoshipLimit: API_CODE.UNPROCESSABLE,
  autoshipCancelled: API_CODE.CONFLICT,
  autoshipNotActive: API_CODE.CONFLICT,
  autoshipCardNeeded: API_CODE.UNPROCESSABLE,
  // the operators' console (messages in console.json)
  totpInvalid: API_CODE.UNPROCESSABLE,
  operatorTicketInvalid: API_CODE.UNAUTHORIZED,
  /** a member call that changes something, in a session an operator opened to look (view-as) */
  viewAsReadOnly: API_CODE.FORBIDDEN,
  /** erasing a member's data: the login name typed does not match the member's */
  eraseLoginMismatch: API_CODE.UNPROCESSABLE,
  /** a password-reset mail for a member without an email address */
  memberHasNoEmail: API_CODE.UNPROCESSABLE,
  /** four eyes: the operator who prepared a step may not approve it too */
  fourEyesOwn: API_CODE.UNPROCESSABLE,
  /** a withdrawal in an open batch moves with its batch (approval, bank file, reconciliation), not alone */
  withdrawalInBatch: API_CODE.CONFLICT,
  /** an operator's password chosen by someone else: they change it before anything else */
  passwordChangeRequired: API_CODE.FORBIDDEN,
  /** a commission run not at the stage for the step asked (audit before preview, close before lock) */
  cycleStepRefused: API_CODE.CONFLICT,
  /** a commission run locked before a second operator audited its preview */
  cycleNotAudited: API_CODE.CONFLICT,
  /** a preview taken before the cycle's week ended: its figures may have moved since */
  cyclePreviewStale: API_CODE.CONFLICT,
  /** a cycle whose week is not over cannot be locked or closed */
  cycleNotEnded: API_CODE.UNPROCESSABLE,
  /** cycles close in order: an earlier one is still open, or a later one is closed */
  cycleOutOfOrder: API_CODE.UNPROCESSABLE,
  /** withdrawals a batch cannot take: not approved, of another company, or in another open batch */
  batchWithdrawalsInvalid: API_CODE.UNPROCESSABLE,
  /** a withdrawal batch not at the stage for the step asked */
  batchStepRefused: API_CODE.CONFLICT,
  /** a reconciliation naming a withdrawal not in the batch, settled already, or twice */
  batchResultsInvalid: API_CODE.UNPROCESSABLE,
  /** a withdrawal dropped from a batch whose bank file is made: only the bank's answer settles it */
  batchExported: API_CODE.CONFLICT,
  /** a withdrawal named as a batch's item that the batch does not hold */
  batchItemUnknown: API_CODE.UNPROCESSABLE,
  /** a wallet adjustment already approved, applied or rejected */
  adjustmentNotPending: API_CODE.CONFLICT,
  /** a placement move that would put the member under their own downline (or under itself) */
  placementCycle: API_CODE.UNPROCESSABLE,
  /** a placement move to a side of the new parent that another member holds */
  placementSideTaken: API_CODE.CONFLICT,
  /** a placement move under a parent of another company */
  placementOtherCompany: API_CODE.UNPROCESSABLE,
  /** only a member without a downline can be moved (docs/trees.md, "Any depth") */
  placementHasDownline: API_CODE.UNPROCESSABLE,
  /** an operator may not disable, re-enrol or change their own account from the console */
  operatorSelf: API_CODE.UNPROCESSABLE,
  operatorExists: API_CODE.CONFLICT,
  /** a role name that is not a role */
  unknownRole: API_CODE.UNPROCESSABLE,
  /** the built-in roles follow the contract's list: an admin composes new ones instead */
  roleBuiltIn: API_CODE.CONFLICT,
  /** an income disclosure period whose last day is before its first */
  disclosurePeriodOrder: API_CODE.UNPROCESSABLE,
  /** an income disclosure period that has not ended yet (its last day is today or later) */
  disclosurePeriodFuture: API_CODE.UNPROCESSABLE,
  /** an income disclosure period longer than a year */
  disclosurePeriodTooLong: API_CODE.UNPROCESSABLE,
  /** a report period whose last cycle or day is before its first */
  reportPeriodOrder: API_CODE.UNPROCESSABLE,
  /** a report period longer than the report allows (53 cycles, 31 days) */
  reportPeriodTooLong: API_CODE.UNPROCESSABLE,
  /** a news item withdrawn from the console cannot be changed or withdrawn again */
  newsWithdrawn: API_CODE.CONFLICT,
  /** a news cover picture that is not PNG, JPEG, WebP or GIF, or over its size */
  newsImageInvalid: API_CODE.UNPROCESSABLE,
  /** a news item's end time must come after its publish time */
  newsExpireBeforePublish: API_CODE.UNPROCESSABLE,
  /** a message campaign whose audience has no member */
  campaignAudienceEmpty: API_CODE.UNPROCESSABLE,
  /** a library upload the library does not take (its type, a PDF that is none, a link not https) */
  libraryFileInvalid: API_CODE.UNPROCESSABLE,
  /** a company already has a promotion with that code */
  promotionCodeTaken: API_CODE.CONFLICT,
  /** a promotion settled before its last day is over, or one without tiers (an alphaspin) */
  promotionSettleRefused: API_CODE.UNPROCESSABLE,
  /** a stock adjustment that would leave less than nothing */
  stockBelowZero: API_CODE.CONFLICT,
  /** a price or BV with more decimals than the currency (or BV's two) allows */
  catalogueAmountDecimals: API_CODE.UNPROCESSABLE,
  /** a SKU code already used (codes are unique across the companies' catalogues) */
  catalogueCodeTaken: API_CODE.CONFLICT,
  /** a pack's choice that is no SKU of the pack's company and platform (or none at all) */
  packChoiceUnknown: API_CODE.UNPROCESSABLE,
  /** a pack's choice that is itself a pack */
  packChoiceIsPack: API_CODE.UNPROCESSABLE,
  /** a pack's choice whose SKU or product is withdrawn: members could not pick it */
  packChoiceWithdrawn: API_CODE.UNPROCESSABLE,
  /** a pack whose choices could not fill its total (it has none) */
  packCannotFill: API_CODE.UNPROCESSABLE,
  /** a pack's call on a product that is not a pack */
  catalogueNotPack: API_CODE.CONFLICT,
  /** a product picture that is not PNG, JPEG, WebP or GIF (read from its first bytes) */
  cataloguePictureInvalid: API_CODE.UNPROCESSABLE,
  /** a product picture over PRODUCT_PICTURE_LIMITS.maxBytes */
  cataloguePictureTooLarge: API_CODE.UNPROCESSABLE,
  /** a product that already has PRODUCT_PICTURE_LIMITS.maxCount pictures */
  cataloguePictureLimit: API_CODE.UNPROCESSABLE,
  /** a new order that is not exactly the product's pictures (one added or removed meanwhile) */
  cataloguePictureOrder: API_CODE.CONFLICT,
  /** a category name one of the company's categories of that platform has in that language */
  catalogueCategoryNameTaken: API_CODE.CONFLICT,
  /** a category some product is still listed under cannot be removed */
  catalogueCategoryInUse: API_CODE.CONFLICT,
  /** a platform that already has CATEGORY_LIMITS.countMax categories */
  catalogueCategoryLimit: API_CODE.UNPROCESSABLE,
} as const satisfies Record<string, ApiCode>;

export type ErrorKey = keyof typeof ERROR;

/** Translation key of an error's message. */
export function errorMessageKey(key: ErrorKey): string {
  return `error.${key}`;
}
