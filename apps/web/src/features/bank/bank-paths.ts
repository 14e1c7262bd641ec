/** The withdrawal form next to the bank-account page, under the account section it was opened. */
export const withdrawPathOf = (pathname: string) =>
  pathname.replace(/\/Bankaccountinformation\/?$/, '/Withdraw/Add');
