/** The auth keys: the captcha (never cached) and a reset link's check. */
export const authKeys = {
  all: ['auth'] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
  resetLink: (token: string) => [...authKeys.all, 'resetLink', token] as const,
};
