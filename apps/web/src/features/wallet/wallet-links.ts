import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/** The three homes of the wallet pages (spec "Main mode", "Marketplace mode"); one set of components serves all. */
export const WALLET_BASES = ['/wpm/wtMyAccount', '/wpm/myAccount', '/myAccount'] as const;
export type WalletBase = (typeof WALLET_BASES)[number];
const DEFAULT_BASE: WalletBase = '/myAccount';

export function walletBaseOf(pathname: string): WalletBase {
  return WALLET_BASES.find((b) => pathname === b || pathname.startsWith(`${b}/`)) ?? DEFAULT_BASE;
}

export function walletLinks(base: WalletBase) {
  return {
    home: `${base}/MyEwallet`,
    transfer: `${base}/Transfer`,
    transferResult: `${base}/Transfer/Result`,
    withdraw: `${base}/Withdraw`,
    withdrawAdd: `${base}/Withdraw/Add`,
    history: `${base}/TransactionHistory`,
    security: `${base}/Securitysetting`,
    forgotPin: `${base}/Securitysetting/forget`,
    bankAccounts: `${base}/Bankaccountinformation`,
  };
}
export type WalletLinks = ReturnType<typeof walletLinks>;

/** Links of the wallet pages under the base the member is on now. */
export function useWalletLinks(): WalletLinks {
  const { pathname } = useLocation();
  const base = walletBaseOf(pathname);
  return useMemo(() => walletLinks(base), [base]);
}
