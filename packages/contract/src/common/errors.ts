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
  // session (spec 8)
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
  // catalogue of spec 8, used by later domains
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
  // mall and carts (messages in shop.json; spec 8 'Invalid Product', 'Add to Cart Failed')
  invalidProduct: API_CODE.NOT_FOUND,
  addToCartFailed: API_CODE.UNPROCESSABLE,
  stockInsufficient: API_CODE.UNPROCESSABLE,
  cartFull: API_CODE.UNPROCESSABLE,
} as const satisfies Record<string, ApiCode>;

export type ErrorKey = keyof typeof ERROR;

/** Translation key of an error's message. */
export function errorMessageKey(key: ErrorKey): string {
  return `error.${key}`;
}
