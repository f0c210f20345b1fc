// Which module owns each table: its repository files are the only code that queries the table (an Objection model
// imported as a value, `db('table')`/`trx('table')`, a join or raw SQL naming it); every other module calls the
// owner's functions. tooling/eslint/table-owners.mjs enforces it for every entry without `strays`.
//
// `owners`: 'modules/<m>' means the repository files of that module (repository.ts, *-repository.ts at any depth);
// a path ending in .ts (under api/src) is that one file. A type-only import (a row typed from the model) is free.
// `strays`: the files that still query the table outside its owner. The rule is not yet enforced for such a table;
// move each stray statement into the owner's repository as a named function, then drop the file from the list.
// owners.test.ts pins which tables are still unchecked. Schema code (api/src/db), tests and fixtures are exempt.
// Accounts (users, translator_profiles, certificates, email_tokens) belong to modules/settings: its repositories
// read and write all four (profile, credentials, certificates, tokens, erasure; people-repository.ts for what other
// modules read of a person). A statement joining an owned table takes it from the owner as a derived table
// (`peopleTable(db).as('users')`, `jobAccessTable(db).as('jobs')`) or a subquery, and stays one statement.

const jobs = 'modules/jobs';
const accounts = 'modules/settings';

/**
 * `model` and `name`: the file in api/src/db/models and its class; a table without a model (kept by triggers, or a
 * counter) has neither and is checked by its name alone.
 * @type {{ table: string, model?: string, name?: string, owners: string[], strays?: string[] }[]}
 */
export const tableOwners = [
  { table: 'admin_audit', model: 'admin-audit', name: 'AdminAudit', owners: ['modules/admin-audit'] },

  { table: 'pages', model: 'content', name: 'Page', owners: ['modules/content'] },
  { table: 'page_slug_redirects', model: 'content', name: 'PageSlugRedirect', owners: ['modules/content'] },
  { table: 'services', model: 'content', name: 'Service', owners: ['modules/content'] },
  { table: 'sliders', model: 'content', name: 'Slider', owners: ['modules/content'] },
  { table: 'testimonials', model: 'content', name: 'Testimonial', owners: ['modules/content'] },
  { table: 'content_version', model: 'content', name: 'ContentVersion', owners: ['modules/content'] },
  { table: 'languages', model: 'language', name: 'Language', owners: ['modules/content'] },
  { table: 'hat_turleri', model: 'language', name: 'HatTuru', owners: ['modules/content'] },

  { table: 'users', model: 'user', name: 'User', owners: [accounts] },
  { table: 'translator_profiles', model: 'translator-profile', name: 'TranslatorProfile', owners: [accounts] },
  { table: 'certificates', model: 'content', name: 'Certificate', owners: [accounts] },
  { table: 'email_tokens', model: 'email-token', name: 'EmailToken', owners: [accounts] },
  {
    table: 'account_sessions',
    model: 'sign-in',
    name: 'AccountSession',
    owners: ['lib/sessions/login-sessions.ts', 'lib/sessions/session-repository.ts'],
  },
  {
    table: 'account_two_step',
    model: 'sign-in',
    name: 'AccountTwoStep',
    owners: ['lib/two-step/two-step-repository.ts'],
  },
  {
    table: 'account_recovery_codes',
    model: 'sign-in',
    name: 'AccountRecoveryCode',
    owners: ['lib/two-step/two-step-repository.ts'],
  },

  { table: 'job_counts', owners: [jobs] },
  { table: 'job_count_deltas', owners: [jobs] },
  { table: 'job_list_lines', owners: [jobs] },
  { table: 'jobs', model: 'job', name: 'Job', owners: [jobs] },
  { table: 'offers', model: 'job', name: 'Offer', owners: [jobs] },
  {
    table: 'job_output_files',
    model: 'job',
    name: 'JobOutputFile',
    owners: [jobs],
  },
  { table: 'job_audit', model: 'job', name: 'JobAudit', owners: [jobs] },
  {
    table: 'job_attachments',
    model: 'job-extras',
    name: 'JobAttachment',
    owners: ['modules/job-attachments'],
  },
  {
    table: 'job_messages',
    model: 'job-extras',
    name: 'JobMessage',
    owners: ['modules/job-thread'],
  },
  {
    table: 'job_previews',
    model: 'job-extras',
    name: 'JobPreview',
    owners: ['modules/job-previews'],
  },
  {
    table: 'job_ratings',
    model: 'job-extras',
    name: 'JobRating',
    owners: ['modules/ratings'],
  },
  {
    table: 'job_revision_requests',
    model: 'job-extras',
    name: 'JobRevisionRequest',
    owners: ['modules/revisions'],
  },
  {
    table: 'job_deadline_requests',
    model: 'job-extras',
    name: 'JobDeadlineRequest',
    owners: ['modules/deadline-changes'],
  },
  {
    table: 'job_verifications',
    model: 'job-extras',
    name: 'JobVerification',
    owners: ['modules/verifications'],
  },
  {
    table: 'verification_stamped_copies',
    model: 'job-extras',
    name: 'VerificationStampedCopy',
    owners: ['modules/verifications'],
  },
  { table: 'job_alerts_sent', model: 'job-extras', name: 'JobAlertSent', owners: ['modules/job-alerts'] },

  {
    table: 'user_postal_addresses',
    model: 'paper-delivery',
    name: 'PostalAddress',
    owners: ['modules/paper-deliveries'],
  },
  {
    table: 'job_paper_deliveries',
    model: 'paper-delivery',
    name: 'PaperDelivery',
    owners: ['modules/paper-deliveries'],
  },
  { table: 'card_payments', model: 'payment', name: 'CardPayment', owners: ['modules/payments'] },
  { table: 'card_refunds', model: 'payment', name: 'CardRefund', owners: ['modules/payments'] },
  { table: 'billing_details', model: 'payment', name: 'BillingDetails', owners: ['modules/payments'] },
  { table: 'receipts', model: 'payment', name: 'Receipt', owners: ['modules/receipts'] },
  { table: 'receipt_counters', owners: ['modules/receipts'] },
  { table: 'payouts', model: 'payout', name: 'Payout', owners: ['modules/payouts'] },
  { table: 'payout_details', model: 'payout', name: 'PayoutDetails', owners: ['modules/payouts'] },
  { table: 'price_groups', model: 'pricing', name: 'PriceGroup', owners: ['modules/pricing'] },
  { table: 'price_group_languages', model: 'pricing', name: 'PriceGroupLanguage', owners: ['modules/pricing'] },
  { table: 'price_rules', model: 'pricing', name: 'PriceRulesRow', owners: ['modules/pricing'] },
  { table: 'price_list_audit', model: 'pricing', name: 'PriceListAudit', owners: ['modules/pricing'] },
  { table: 'job_estimates', model: 'pricing', name: 'JobEstimate', owners: ['modules/pricing'] },
  { table: 'privacy_notices', model: 'privacy', name: 'PrivacyNotice', owners: ['modules/privacy'] },
  { table: 'privacy_consents', model: 'privacy', name: 'PrivacyConsent', owners: ['modules/privacy'] },
  { table: 'data_exports', model: 'privacy', name: 'DataExport', owners: ['modules/privacy'] },
  { table: 'site_settings', model: 'site', name: 'SiteSetting', owners: ['modules/site-settings'] },
  { table: 'site_settings_audit', model: 'site', name: 'SiteSettingAudit', owners: ['modules/site-settings'] },
  {
    table: 'remote_releases',
    model: 'site',
    name: 'RemoteRelease',
    owners: ['modules/releases', 'lib/releases/db-release-store.ts'],
  },
  {
    table: 'remote_releases_audit',
    model: 'site',
    name: 'RemoteReleaseAudit',
    owners: ['modules/releases', 'lib/releases/db-release-store.ts'],
  },
  {
    table: 'remote_release_builds',
    model: 'site',
    name: 'RemoteReleaseBuild',
    owners: ['modules/releases', 'lib/releases/db-release-store.ts'],
  },
  {
    table: 'remote_release_files',
    model: 'site',
    name: 'RemoteReleaseFile',
    owners: ['modules/releases', 'lib/releases/db-release-store.ts'],
  },
];
