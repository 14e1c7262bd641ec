export {
  consoleAudit,
  recordAudit,
  searchAudit,
  exportAuditCsv,
  latestAuditOf,
  type AuditRecord,
} from './audit.service.js';
