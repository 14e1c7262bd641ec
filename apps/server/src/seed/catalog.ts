import type { CompanyCode, Locale, Platform } from '@portal/contract';
import type { Db } from '../db/client.js';
import { createCatalogue, type NewCategory } from '../modules/catalog/index.js';
import { seedPointsPrices } from './points-prices.js';
import { companyCurrencies } from './seed.repository.js';
import { CATALOG_TEMPLATE, USD_RATE, type ProductTemplate } from './data/catalog.js';

/** Which catalogues exist: the main mall of every company but WT, the marketplace of WT and US. */
const MALLS: [CompanyCode, Platform][] = [
  ['US', 'bzz'],
  ['CA', 'bzz'],
  ['IT', 'bzz'],
  ['HJ', 'bzz'],
  ['MY', 'bzz'],
  ['MA', 'bzz'],
  ['ID', 'bzz'],
  ['WT', 'wpm'],
  ['US', 'wpm'],
];

/** US cents → minor units of `currency`, rounded to a tidy price (…90 or whole thousands). */
export function localPrice(cents: number, currency: string, minorUnit: number): bigint {
  const rate = USD_RATE[currency] ?? USD_RATE.USD!;
  const minor = (BigInt(cents) * rate.num * 10n ** BigInt(minorUnit)) / (rate.den * 100n);
  if (minorUnit === 0) return ((minor + 500n) / 1000n) * 1000n;
  return (minor / 100n) * 100n + 90n;
}

function textsOf(product: ProductTemplate, about: Record<Locale, string>) {
  const locales = Object.keys(product.names) as Locale[];
  return Object.fromEntries(
    locales.map((l) => [
      l,
      { name: product.names[l], description: about[l].replace('{{name}}', product.names[l]) },
    ]),
  ) as Record<Locale, { name: string; description: string }>;
}

/** A product's pictures: its own, then its category's (generated, see seed/artwork). */
export function productImages(code: string, category: string): [string, string] {
  return [`/products/${code.toLowerCase()}.svg`, `/products/${category}.svg`];
}

function catalogueFor(
  company: string,
  platform: Platform,
  currency: string,
  minorUnit: number,
): NewCategory[] {
  const prefix = `${company}-${platform === 'wpm' ? 'W' : 'M'}`;
  return CATALOG_TEMPLATE.map((category) => ({
    code: category.code,
    names: category.names,
    products: category.products.map((p, i) => ({
      code: p.code,
      kind: p.kind ?? 'normal',
      packTotalQty: p.packTotalQty,
      packChoiceCodes: p.packChoiceCodes,
      texts: textsOf(p, category.about),
      images: productImages(p.code, category.code),
      skus: p.skus.map(([label, cents, bv], j) => {
        const price = localPrice(cents, currency, minorUnit);
        return {
          code: `${prefix}-${p.code}-${j + 1}`,
          label,
          memberPrice: price,
          // retail is a quarter above the member price
          retailPrice: price + price / 4n,
          bv: BigInt(bv),
          stock: p.soldOut ? 0 : p.kind === 'eproduct' ? 100_000 : 40 + ((i * 37 + j * 11) % 260),
        };
      }),
    })),
  }));
}

/** The demo catalogues, through the catalogue's face. */
export async function seedCatalog(trx: Db): Promise<void> {
  const companies = await companyCurrencies(trx);
  for (const [code, platform] of MALLS) {
    const company = companies.find((c) => c.code === code);
    if (!company) continue;
    await createCatalogue(
      trx,
      code,
      platform,
      catalogueFor(code, platform, company.currency, company.minor_unit),
    );
  }
  // the points shop sells from the main malls
  const mainMalls = MALLS.filter(
    ([code, platform]) => platform === 'bzz' && companies.some((c) => c.code === code),
  );
  await seedPointsPrices(
    trx,
    mainMalls.map(([code]) => code),
  );
}
