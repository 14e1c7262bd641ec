import { CONFIG_KEY } from '@portal/contract';
import { http } from '../../../lib/http/client';

/** GET /sys/config/jm-pw.website.url: the external wallet site the hidden entry opens. */
export async function fetchExternalWalletUrl(): Promise<string> {
  const value = await http.get<unknown>(`/sys/config/${CONFIG_KEY.externalWalletUrl}`);
  return typeof value === 'string' ? value : '';
}
