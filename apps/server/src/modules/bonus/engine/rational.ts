/**
 * Exact amounts: a bigint numerator over a positive bigint denominator. Bonus amounts stay
 * rationals until the one conversion to the currency's minor unit, so no rounding happens
 * before the plan says it should (once per member, bonus type and cycle).
 */
export interface Rational {
  n: bigint;
  d: bigint;
}

/**
 * The scale of every fixed-rate amount: BV hundredths (10^-2) × a rate in basis points
 * (10^-4) × a second rate in basis points (generational matches a team bonus): 10^-10 BV.
 * Amounts in this unit are integers; only shared pools need another denominator.
 */
export const AMOUNT_SCALE = 10n ** 10n;

export const ZERO: Rational = { n: 0n, d: 1n };

export function scaled(units: bigint): Rational {
  return { n: units, d: AMOUNT_SCALE };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function reduce(r: Rational): Rational {
  const g = gcd(r.n, r.d);
  return g <= 1n ? r : { n: r.n / g, d: r.d / g };
}

/** Sum; equal denominators (the usual case, AMOUNT_SCALE) cost one bigint addition. */
export function add(a: Rational, b: Rational): Rational {
  if (a.d === b.d) return { n: a.n + b.n, d: a.d };
  return reduce({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
}

export function mul(a: Rational, b: Rational): Rational {
  return reduce({ n: a.n * b.n, d: a.d * b.d });
}

export function sign(r: Rational): -1 | 0 | 1 {
  return r.n === 0n ? 0 : r.n < 0n ? -1 : 1;
}

/** n / d rounded half-to-even to an integer (d > 0). */
export function roundHalfEven(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  let q = abs / d;
  const twice = (abs % d) * 2n;
  if (twice > d || (twice === d && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal string ("15800", "1.35") as an exact rational; throws on anything else. */
export function parseDecimal(text: string): Rational {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new Error(`not a decimal number: "${text}"`);
  const fraction = m[3] ?? '';
  const n = BigInt(m[2] + fraction) * (m[1] === '-' ? -1n : 1n);
  return reduce({ n, d: 10n ** BigInt(fraction.length) });
}

/** A BV decimal string with at most two decimals as hundredths; null when malformed. */
export function parseBvHundredths(text: string): bigint | null {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const value = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -value : value;
}

/** Hundredths of BV as a decimal string, for trails ("150.50"). */
export function formatHundredths(h: bigint): string {
  const negative = h < 0n;
  const abs = negative ? -h : h;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** A rational BV value as a decimal string with up to `digits` decimals, for trails. */
export function formatRational(r: Rational, digits = 4): string {
  const scale = 10n ** BigInt(digits);
  const v = roundHalfEven(r.n * scale, r.d);
  const negative = v < 0n;
  const abs = negative ? -v : v;
  const frac = (abs % scale).toString().padStart(digits, '0').replace(/0+$/, '');
  const text = `${abs / scale}${frac ? `.${frac}` : ''}`;
  return negative ? `-${text}` : text;
}
