import type { Locale, RegisterBody } from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { allCountries, childAreas } from '../area/index.js';

const invalid = (field: string, key: string) =>
  new AppError('validation', { fields: [{ path: `body.${field}`, key }] });

/**
 * The form's country pickers name areas of the area table, and the province is one of the
 * chosen country's (its name is stored with it, as an address does); where the country has
 * no province list the name is typed. The city stays typed: the table lists only a few.
 */
export async function resolveRegistrationArea(
  deps: DbDeps,
  body: RegisterBody,
  locale: Locale,
): Promise<{ state_id: number | null; state_name: string }> {
  const countries = await allCountries(deps, locale);
  const known = new Set(countries.map((c) => c.code));
  const fields = (['nationality', 'mobileCode', 'countryCode'] as const).filter(
    (field) => !known.has(body[field]),
  );
  if (fields.length) {
    throw new AppError('validation', {
      fields: fields.map((f) => ({ path: `body.${f}`, key: 'validation.registration.country' })),
    });
  }
  const country = countries.find((c) => c.code === body.countryCode)!;
  const provinces = await childAreas(deps, country.id);
  if (provinces.length === 0) {
    if (body.stateId) throw invalid('stateId', 'validation.address.stateNotInCountry');
    return { state_id: null, state_name: body.stateName?.trim() ?? '' };
  }
  if (!body.stateId) throw invalid('stateId', 'validation.address.stateRequired');
  const province = provinces.find((p) => p.id === body.stateId);
  if (!province) throw invalid('stateId', 'validation.address.stateNotInCountry');
  return { state_id: province.id, state_name: province.name };
}
