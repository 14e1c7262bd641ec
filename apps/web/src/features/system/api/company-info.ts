import { SYSTEM_CALLS, type CallQuery } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/call';

export const companyInfoKeys = {
  byCompany: (companyCode: string) => ['system', 'companyInfo', companyCode] as const,
};

/** GET /sys/company/info?companyCode (from the session or the address: the server judges it) */
export const fetchCompanyInfo = (companyCode: string) =>
  callApi(SYSTEM_CALLS.companyInfo, {
    query: (companyCode ? { companyCode } : {}) as CallQuery<typeof SYSTEM_CALLS.companyInfo>,
    quiet: true,
  });

export const useCompanyInfo = (companyCode: string) =>
  useQuery({
    queryKey: companyInfoKeys.byCompany(companyCode),
    queryFn: () => fetchCompanyInfo(companyCode),
    staleTime: Infinity,
  });
