import { ORDER_TYPES } from '@portal/contract';

export { ORDER_TYPES };

/** A time in business time (UTC+8), the portal's clock, whatever the operator's browser says. */
export function businessTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Singapore',
  })} (UTC+8)`;
}

/**
 * An amount typed in the currency's units ("25.5", "1200") as minor units for the wire, or null
 * when it is not a plain non-negative amount with at most `minorUnit` decimals.
 */
export function toMinorUnits(text: string, minorUnit: number): string | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > minorUnit) return null;
  const scale = 10n ** BigInt(minorUnit);
  return (BigInt(match[1]!) * scale + BigInt(fraction.padEnd(minorUnit, '0') || '0')).toString();
}

/** An example amount in a currency of `minorUnit` decimals: "25.00", "25". */
export const exampleAmount = (minorUnit: number) =>
  minorUnit > 0 ? `25.${'0'.repeat(minorUnit)}` : '25';
