import { securityKeys as sharedSecurityKeys } from '../../../shared/api/query-keys';

/** The security keys (see shared/api/query-keys.ts); a PIN or question change invalidates `all`. */
export const securityKeys = {
  /** `status` is shared with the wallet and the bank dialog: one entry for the status */
  ...sharedSecurityKeys,
  /** labels follow the language, so each language has its own entry */
  options: (language: string) => [...sharedSecurityKeys.all, 'options', language] as const,
  mine: (language: string) => [...sharedSecurityKeys.all, 'mine', language] as const,
};
