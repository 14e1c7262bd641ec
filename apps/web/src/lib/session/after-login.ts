import { CONFIG_KEY, SYSTEM_CALLS, type CompanyCode, type LoginResult } from '@portal/contract';
import { useAppStore } from '../app-store';
import { callApi } from '../http/call';
import { startSession } from './member-session';

/** GET /sys/config/osswallet.currency.unit: the wallet's currency unit (spec "States and transitions"). */
export async function fetchWalletUnit(companyCode: string): Promise<string> {
  const value = await callApi(SYSTEM_CALLS.config, {
    params: { key: CONFIG_KEY.walletCurrencyUnit },
    // the member's company code, as the server gave it at login
    query: { companyCode: companyCode as CompanyCode },
    quiet: true,
  });
  return typeof value === 'string' ? value : '';
}

/**
 * Both password and silent login store the member info, then ask for the wallet unit
 * (spec "States and transitions"). A missing unit never blocks the login.
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
