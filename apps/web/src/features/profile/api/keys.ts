/** The profile keys; a profile change invalidates every `account` entry. */
export const profileKeys = {
  all: ['profile'] as const,
  accounts: () => [...profileKeys.all, 'account'] as const,
  account: (id: number | null) => [...profileKeys.accounts(), id] as const,
  genders: (locale: string) => [...profileKeys.all, 'genders', locale] as const,
};
