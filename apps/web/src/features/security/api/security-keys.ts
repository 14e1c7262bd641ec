/** Query keys of the security calls; a PIN or question change invalidates `all`. */
export const securityKeys = {
  all: ['security'] as const,
  status: () => [...securityKeys.all, 'status'] as const,
  /** labels follow the language, so each language has its own entry */
  options: (language: string) => [...securityKeys.all, 'options', language] as const,
  mine: (language: string) => [...securityKeys.all, 'mine', language] as const,
};
