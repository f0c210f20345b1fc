import { registerNamespace } from 'shared-ui';
import { adminEn } from './en/admin';
import { adminTr } from './tr/admin';

/** The `admin` namespace holds the layout's texts; each feature adds its own namespace (admin-<feature>). */
export function registerAdminTexts(): void {
  registerNamespace('admin', { tr: adminTr, en: adminEn });
}
