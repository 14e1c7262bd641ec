import { BANK_PATHS, type BankAccount } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { bankKeys } from './bank-keys';

/** GET /wm/bankInfo/list: the member's accounts, numbers masked by the server. */
export const listBankAccounts = () => http.get<BankAccount[]>(BANK_PATHS.list);

export const useBankAccounts = () =>
  useQuery({ queryKey: bankKeys.list(), queryFn: listBankAccounts });
