import { CONFIG_KEY } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

// not under the wallet root: money moving does not change a setting
export const externalWalletUrlKeys = { url: ['walletSite', 'url'] as const };

/** Only a web address may become a link: a setting can never smuggle in a script URL. */
export function safeWebUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}

/** GET /sys/config/jm-pw.website.url: the external wallet site; '' when none is set. */
export async function fetchExternalWalletUrl(): Promise<string> {
  const value = await http.get<unknown>(`/sys/config/${CONFIG_KEY.externalWalletUrl}`, undefined, {
    quiet: true,
  });
  return safeWebUrl(value);
}

/** Fetched ahead, so the entry is a plain link a pop-up blocker never stops. */
export const useExternalWalletUrl = () =>
  useQuery({
    queryKey: externalWalletUrlKeys.url,
    queryFn: fetchExternalWalletUrl,
    staleTime: Infinity,
  });
