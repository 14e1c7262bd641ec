import { BANK_PATHS, type BankAccount } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { WALLET_QUERY_ROOT } from './wallet-root';

export const bankAccountsKeys = { mine: [...WALLET_QUERY_ROOT, 'bankAccounts'] as const };

/**
 * GET /wm/bankInfo/list: the accounts a withdrawal may pay out to. Read only here; the
 * Bankaccountinformation page manages them.
 */
export const fetchBankAccounts = () => http.get<BankAccount[]>(BANK_PATHS.list);

export const useBankAccounts = () =>
  useQuery({ queryKey: bankAccountsKeys.mine, queryFn: fetchBankAccounts });
