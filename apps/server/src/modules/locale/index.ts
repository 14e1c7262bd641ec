/** Languages, the member's preferred locale, mobile codes and country names. */
export {
  countryName,
  countryNumericCode,
  englishCountryNames,
  isCountryCode,
  nameCollator,
} from './countries.js';
export { chooseLocale, serverDateTime } from './locale.service.js';
