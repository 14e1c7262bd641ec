import { SECURITY_QUERY_ROOT, securityStatusKey } from '../../../shared/api/security-status';

/** Query keys of the security calls; a PIN or question change invalidates `all`. */
export const securityKeys = {
  all: SECURITY_QUERY_ROOT,
  /** shared with the wallet and the bank dialog: one entry for the status */
  status: () => securityStatusKey,
  /** labels follow the language, so each language has its own entry */
  options: (language: string) => [...securityKeys.all, 'options', language] as const,
  mine: (language: string) => [...securityKeys.all, 'mine', language] as const,
};
