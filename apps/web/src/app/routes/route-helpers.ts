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
    shell(`${base}/MyEwallet`, 'walletHome', 'MyEwallet'),
    shell(`${base}/Withdraw`, 'withdrawList', 'Withdraw'),
    shell(`${base}/Withdraw/Add`, 'withdrawApply', 'WithdrawAdd'),
    shell(`${base}/Transfer`, 'transfer', 'Transfer'),
    shell(`${base}/Transfer/Result`, 'transferResult', 'TransferResult'),
    shell(`${base}/TransactionHistory`, 'transactionHistory', 'TransactionHistory'),
    shell(`${base}/Securitysetting`, 'securitySetting', 'Securitysetting'),
    shell(
      `${base}/Securitysetting/ResetPinbycondition`,
      'resetPinByCondition',
      'ResetPinbycondition',
    ),
    shell(`${base}/Securitysetting/forget`, 'forgetPin', 'ForgetPin'),
    shell(`${base}/Securitysetting/reset`, 'resetPin', 'ResetPin'),
    // wherever a member can withdraw, they can also add the account the payout goes to
    shell(`${base}/Bankaccountinformation`, 'bankAccounts', 'Bankaccountinformation'),
  ];
}
