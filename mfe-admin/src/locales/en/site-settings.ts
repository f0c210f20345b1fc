import type { SiteSettingsResources } from '../tr/site-settings';

export const siteSettingsEn: SiteSettingsResources = {
  title: 'Site settings',
  intro:
    'The bank details shown on the payment page, the usual time to send a price that customers are told, and the contact data. Empty bank fields are not shown; values never saved come from the server configuration.',
  loadFailed: 'The site settings could not be loaded.',
  failed: 'The site settings could not be saved.',
  bank: 'Bank details',
  office: 'Office',
  save: 'Save',
  changes: 'Recent changes',
  change: '{{field}}: “{{from}}” → “{{to}}” ({{name}})',
  field: {
    bank_name: 'Bank',
    bank_account_holder: 'Account holder',
    bank_iban: 'IBAN',
    usual_quote_hours: 'Usual time to send a price (hours)',
    contact_phone: 'Contact phone',
    contact_email: 'Contact e-mail',
    whatsapp_number: 'WhatsApp number',
  },
  hint: {
    bank_iban: 'Example: TR33 0006 1005 1978 6457 8413 26',
    usual_quote_hours: 'Shown on the customer’s job page as “Your price is usually ready within … hours”.',
    whatsapp_number: 'With the country code, e.g. 905551112233',
  },
  releases: {
    title: 'Versions',
    intro:
      "Which numbered release each panel serves. Teams publish one with npm run release -w <panel>; the version chosen here applies on the visitors' next page load, with no rebuild or restart. The previous version is one step away.",
    loadFailed: 'The versions could not be loaded.',
    failed: 'The version could not be changed.',
    serving: 'Serving:',
    since: 'changed',
    builtIn: 'The build that came with the server',
    version: 'Version',
    use: 'Use this version',
    rollback: 'Back to the previous version ({{version}})',
    rollbackShort: 'Back to the previous version',
    none: 'No release yet: npm run release -w {{remote}}',
    changes: 'Version changes',
    change: '{{remote}}: {{from}} → {{to}} ({{name}})',
    confirmUse: 'Change the version?',
    confirmRollback: 'Go back to the previous version?',
    confirmMessage:
      'The {{remote}} will serve “{{to}}” instead of “{{from}}”. Visitors get it on their next page load.',
    remote: {
      'mfe-public': 'public site',
      'mfe-customer': 'customer panel',
      'mfe-translator': 'translator panel',
      'mfe-admin': 'admin panel',
    },
  },
};
