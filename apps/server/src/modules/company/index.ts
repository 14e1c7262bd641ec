/** The company data calls of spec "The calls the product makes", and each company's console settings. */
export { companyOf, companyWith } from './company.service.js';
export {
  adjustmentApprovalAbove,
  companiesClosedByReview,
  cycleCloseMode,
  lowStockDefaults,
  stockAlertAddresses,
} from './company-setting.service.js';
