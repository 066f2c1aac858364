// A record's history, shown by every editor screen (decision 119: read only by the record's readers).
export { AuditHistory } from './components/audit-history';
