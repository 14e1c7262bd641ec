export {
  consoleAudit,
  recordAudit,
  searchAudit,
  exportAuditCsv,
  type AuditRecord,
} from './audit.service.js';
