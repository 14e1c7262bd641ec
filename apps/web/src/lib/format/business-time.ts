/**
 * Business time on screen: the contract's rule (UTC+8, labelled 'YYYY-MM-DD HH:mm UTC+8'),
 * the same function the server writes messages, mails, PDFs and CSVs with. Dates alone go
 * through `formatBusinessDate` in the member's locale.
 */
export {
  businessDay,
  businessDayStart,
  formatBusinessDate,
  formatBusinessTime,
} from '@portal/contract';
