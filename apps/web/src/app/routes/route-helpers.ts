import type { Frame, PageKey, PageRoute } from './route-types';

/** Title key of a page: every one lives in web.json as `web.page.<name>`. */
export const titleKey = (name: string) => `web.page.${name}`;

const make =
  (frame: Frame) =>
  (path: string, page: PageKey, name: string, props?: Record<string, string>): PageRoute => ({
    path,
    page,
    title: titleKey(name),
    frame,
    ...(props ? { props } : {}),
  });

export const shell = make('shell');
export const bare = make('bare');
export const open = make('public');

/** The account pages the main myAccount, the wpm myAccount and WT's wtMyAccount share. */
export function walletPages(base: string): PageRoute[] {
  return [
    shell(`${base}/MyEwallet`, 'wallet', 'MyEwallet'),
    shell(`${base}/Withdraw`, 'wallet', 'Withdraw'),
    shell(`${base}/Withdraw/Add`, 'wallet', 'WithdrawAdd'),
    shell(`${base}/Transfer`, 'wallet', 'Transfer'),
    shell(`${base}/Transfer/Result`, 'wallet', 'TransferResult'),
    shell(`${base}/TransactionHistory`, 'wallet', 'TransactionHistory'),
    shell(`${base}/Securitysetting`, 'security', 'Securitysetting'),
    shell(`${base}/Securitysetting/ResetPinbycondition`, 'security', 'ResetPinbycondition'),
    shell(`${base}/Securitysetting/forget`, 'security', 'ForgetPin'),
    shell(`${base}/Securitysetting/reset`, 'security', 'ResetPin'),
  ];
}
