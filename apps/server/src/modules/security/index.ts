/** PIN, security questions and the PIN reset. Money moves check the PIN through verifyPin. */
export { verifyPin } from './pin.service.js';
export { checkAnswers } from './question.service.js';
