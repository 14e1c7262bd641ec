import { CONFIG_KEY, type LoginResult } from '@portal/contract';
import { useAppStore } from '../app-store';
import { http } from '../http/client';
import { startSession } from './member-session';

/** GET /sys/config/osswallet.currency.unit: the wallet's currency unit (spec 4). */
export async function fetchWalletUnit(companyCode: string): Promise<string> {
  const value = await http.get<unknown>(
    `/sys/config/${CONFIG_KEY.walletCurrencyUnit}`,
    { companyCode },
    { quiet: true },
  );
  return typeof value === 'string' ? value : '';
}

/**
 * Both password and silent login store the member info, then ask for the wallet unit
 * (spec 4). A missing unit never blocks the login.
 */
export async function completeLogin(result: LoginResult): Promise<void> {
  startSession(result);
  const serverMs = Date.parse(result.severDateTime);
  if (Number.isFinite(serverMs)) useAppStore.setState({ serverOffsetMs: serverMs - Date.now() });
  try {
    useAppStore.setState({ walletUnit: await fetchWalletUnit(result.companyCode) });
  } catch {
    // the unit is shown where known; the wallet pages ask again
  }
}
