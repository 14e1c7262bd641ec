import { SYSTEM_CALLS, type OPTION_LISTS } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http/call';
import { bankKeys } from './keys';

const LIST_CODE: keyof typeof OPTION_LISTS = 'bankAccountType';

/** GET /sys/list/option/bankAccountType: the account types, labelled in the member's language. */
export const fetchBankAccountTypes = () =>
  callApi(SYSTEM_CALLS.optionList, { params: { code: LIST_CODE } });

export const useBankAccountTypes = () => {
  const { i18n } = useTranslation();
  return useQuery({
    // the labels follow the language (Accept-Language), so each language has its own entry
    queryKey: bankKeys.accountTypes(i18n.language),
    queryFn: fetchBankAccountTypes,
    staleTime: Infinity,
    // a new language keeps the old labels until its own arrive: the form stays, filled (WCAG 3.2.2)
    placeholderData: keepPreviousData,
  });
};
