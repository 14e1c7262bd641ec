import type { VerifyUsAddressQuery, VerifyUsAddressResult } from '@portal/contract';

/**
 * Who verifies US addresses (GET verify/usps/address, and saving a US address where the
 * company asks for it). The address module's offline table check is the default; a USPS Web
 * Tools (or other) client can take its place in AppDeps without changing any caller. A provider
 * that cannot be reached throws: the caller answers 'Checking address failed' and saves
 * nothing, so a retry is safe (verification changes nothing anywhere).
 */
export interface UsAddressVerifier {
  readonly name: string;
  verify(address: VerifyUsAddressQuery): Promise<VerifyUsAddressResult>;
}
