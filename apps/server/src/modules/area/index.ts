/** Countries, provinces and areas of spec 7. */
export {
  allCountries,
  areaDetail,
  childAreas,
  companyCountries,
  companyProvinces,
  euCountries,
} from './area.service.js';
