import { AREA_LEVEL } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { AreaTable } from '../../../db/schema.js';
import { countryNumericCode, englishCountryNames } from '../../../modules/locale/countries.js';
import { CA_PROVINCES } from './ca.js';
import { HK_PROVINCES } from './hk.js';
import { ID_PROVINCES } from './id.js';
import { IT_PROVINCES } from './it.js';
import { MY_PROVINCES } from './my.js';
import type { ProvinceSeed } from './types.js';
import { US_PROVINCES } from './us.js';

const PROVINCES: Record<string, ProvinceSeed[]> = {
  US: US_PROVINCES,
  CA: CA_PROVINCES,
  IT: IT_PROVINCES,
  HK: HK_PROVINCES,
  MY: MY_PROVINCES,
  ID: ID_PROVINCES,
};

/*
 * Stable ids without a sequence: a country is its ISO 3166 numeric code (≤ 999), its n-th
 * province country × 1,000 + n (≤ 999,999), the m-th city of that province
 * country × 1,000,000 + n × 1,000 + m. The three ranges never overlap.
 */
export const provinceId = (countryId: number, n: number) => countryId * 1_000 + n;
export const cityId = (countryId: number, n: number, m: number) =>
  countryId * 1_000_000 + n * 1_000 + m;

type AreaRow = Insertable<AreaTable>;

function countryRows(): AreaRow[] {
  return Object.entries(englishCountryNames())
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name], index) => ({
      id: countryNumericCode(code),
      parent_id: null,
      level: AREA_LEVEL.country,
      country_code: code,
      code,
      name,
      sort: index,
    }));
}

function provinceRows(countryCode: string, provinces: ProvinceSeed[]): AreaRow[] {
  const countryId = countryNumericCode(countryCode);
  return provinces.flatMap(([code, name, cities], p) => {
    const id = provinceId(countryId, p + 1);
    const province: AreaRow = {
      id,
      parent_id: countryId,
      level: AREA_LEVEL.province,
      country_code: countryCode,
      code,
      name,
      sort: p,
    };
    const cityRows = cities.map<AreaRow>((city, c) => ({
      id: cityId(countryId, p + 1, c + 1),
      parent_id: id,
      level: AREA_LEVEL.city,
      country_code: countryCode,
      code: `${code}-${String(c + 1).padStart(2, '0')}`,
      name: city,
      sort: c,
    }));
    return [province, ...cityRows];
  });
}

/** Every country, then the provinces and cities of the countries the companies serve. */
export function areaRows(): AreaRow[] {
  const regional = Object.entries(PROVINCES).flatMap(([country, provinces]) =>
    provinceRows(country, provinces),
  );
  return [...countryRows(), ...regional];
}
