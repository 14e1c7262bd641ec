export { resolveOperatorSession, confirmStepUp } from './operator-session.service.js';
export {
  addOperator,
  disableOperator,
  resetOperatorTotp,
  ensureBuiltInRoles,
  hasAnyOperator,
  OperatorInputError,
  type NewOperator,
} from './operator-admin.service.js';
export { totpCodeAt } from './operator-totp.js';
