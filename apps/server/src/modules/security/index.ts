/** PIN, security questions and the PIN reset. Money moves check the PIN through verifyPin. */
export {
  pinCheckValue,
  pinSeenQuery,
  seenPinAccepted,
  verifyPin,
  verifyPinSeen,
  type PinDeps,
  type PinMailDeps,
  type PinSeen,
} from './pin.service.js';
export { checkAnswers } from './question.service.js';
export { verifySponsorPin } from './sponsor-pin.service.js';
