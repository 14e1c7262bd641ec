/** The company data calls of spec 7. */
export { companyOf } from './company.service.js';
