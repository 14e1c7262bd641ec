/** Countries, provinces and areas of spec "The calls the product makes". */
export {
  allCountries,
  areaDetail,
  childAreas,
  companyCountries,
  companyProvinces,
  euCountries,
} from './area.service.js';
