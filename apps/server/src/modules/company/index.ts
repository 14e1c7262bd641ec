/** The company data calls of spec "The calls the product makes". */
export { companyOf } from './company.service.js';
