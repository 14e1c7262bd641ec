import type { Address } from '@portal/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Example contact numbers per country, shown as the field's hint. */
const PHONE_EXAMPLES: Record<string, string> = {
  US: '(213) 373-4253',
  CA: '(416) 555-0123',
  IT: '06 1234 5678',
  MY: '012-345 6789',
  ID: '0812-3456-7890',
  HK: '5123 4567',
  MA: '0612-345678',
};
export const phoneExample = (countryCode: string | undefined) =>
  PHONE_EXAMPLES[countryCode ?? ''] ?? '+1 213 373 4253';

/** The lines of an address as a label prints them, empty parts left out. */
export function addressLines(address: Address): string[] {
  const place = [address.area, address.city].filter(Boolean).join(', ');
  const region = [address.stateName, address.zip].filter(Boolean).join(' ');
  return [
    address.address1,
    address.address2,
    address.address3,
    place,
    [region, address.countryName].filter(Boolean).join(', '),
  ].filter((line) => line.trim() !== '');
}

/** One line, for a select option or a confirmation. */
export const addressOneLine = (address: Address) => addressLines(address).join(', ');

/** A stored (E.164) contact number as people write it: '+60 12-345 6789'. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
