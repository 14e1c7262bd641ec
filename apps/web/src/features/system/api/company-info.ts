import { SYSTEM_CALLS, type CallQuery } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';
import { systemKeys } from './keys';

/** GET /sys/company/info?companyCode (from the session or the address: the server judges it) */
export const fetchCompanyInfo = (companyCode: string) =>
  callApi(SYSTEM_CALLS.companyInfo, {
    query: (companyCode ? { companyCode } : {}) as CallQuery<typeof SYSTEM_CALLS.companyInfo>,
    quiet: true,
  });

export const useCompanyInfo = (companyCode: string) =>
  useQuery({
    queryKey: systemKeys.companyInfo(companyCode),
    queryFn: () => fetchCompanyInfo(companyCode),
    staleTime: Infinity,
  });
