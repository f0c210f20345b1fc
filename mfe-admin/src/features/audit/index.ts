import { registerNamespace } from 'shared-ui';
import { auditEn } from '../../locales/en/audit';
import { auditTr } from '../../locales/tr/audit';

registerNamespace('admin-audit', { tr: auditTr, en: auditEn });

export { AuditSection } from './components/audit-section';
