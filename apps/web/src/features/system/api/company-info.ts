import type { CompanyInfo } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export const companyInfoKeys = {
  byCompany: (companyCode: string) => ['system', 'companyInfo', companyCode] as const,
};

/** GET /sys/company/info?companyCode */
export const fetchCompanyInfo = (companyCode: string) =>
  http.get<CompanyInfo>('/sys/company/info', companyCode ? { companyCode } : undefined, {
    quiet: true,
  });

export const useCompanyInfo = (companyCode: string) =>
  useQuery({
    queryKey: companyInfoKeys.byCompany(companyCode),
    queryFn: () => fetchCompanyInfo(companyCode),
    staleTime: Infinity,
  });
