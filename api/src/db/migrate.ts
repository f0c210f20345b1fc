import type { Knex } from 'knex';
import * as initial from './migrations/0001-initial';
import * as jobVersion from './migrations/0010-job-version';
import * as userLocale from './migrations/0020-user-locale';
import * as jobCounts from './migrations/0200-job-counts-and-list-indexes';
import * as contentVersion from './migrations/0201-content-version';
import * as siteSettings from './migrations/0400-site-settings';
import * as jobAttachments from './migrations/0410-job-attachments';
import * as revisionRequests from './migrations/0420-revision-requests';
import * as slugsAndDates from './migrations/0430-slugs-and-delivery-dates';
import * as englishNames from './migrations/0440-english-names';
import * as jobMessages from './migrations/0445-job-messages';
import * as remoteReleases from './migrations/0450-remote-releases';
import * as verificationCodes from './migrations/0470-verification-codes';
import * as legalisationRoute from './migrations/0480-legalisation-route';
import * as ottomanIntake from './migrations/0490-ottoman-intake-and-name-sheet';
import * as deadlineReminders from './migrations/0500-deadline-reminders';
import * as jobAlerts from './migrations/0510-job-alerts';
import * as jobRatings from './migrations/0520-job-ratings';
import * as payouts from './migrations/0530-payouts';
import * as deadlineChangeRequests from './migrations/0540-deadline-change-requests';
import * as jobPreviews from './migrations/0550-job-previews';
import * as sessionChangeNotices from './migrations/0560-session-change-notices';
import * as jobCountNotices from './migrations/0570-job-count-notices';
import * as siteSettingsNotices from './migrations/0580-site-settings-notices';
import * as jobListNotices from './migrations/0590-job-list-notices';
import * as customerTabCounts from './migrations/0600-customer-tab-counts';
import * as sliderCategoryEn from './migrations/0610-slider-category-en';
import * as deliveries from './migrations/0620-deliveries-and-stamped-copies';
import * as releaseBuilds from './migrations/0625-release-builds';
import * as faqPaymentText from './migrations/0630-faq-payment-text';
import * as adminJobSearch from './migrations/0650-admin-job-search';
import * as cardPayments from './migrations/0660-card-payments-and-receipts';
import * as priceList from './migrations/0720-price-list';
import * as receiptVatAndGivenPages from './migrations/0730-receipt-vat-and-given-pages';
import * as twoStepAndSessions from './migrations/0740-two-step-and-sessions';
import * as adminAuditAndRetention from './migrations/0750-admin-audit-and-file-retention';
import * as dataRights from './migrations/0760-data-rights';
import * as paperDeliveries from './migrations/0770-paper-deliveries';
import * as pageEnglish from './migrations/0780-page-english';
import * as jobsVisibilityMap from './migrations/0800-jobs-visibility-map';
import * as twoStepSessionNotices from './migrations/0860-two-step-session-notices';
import * as jobListLines from './migrations/0870-job-list-lines';
import * as missingLinesIndex from './migrations/0880-missing-lines-index';
import * as receiptNumbersAtCommit from './migrations/0890-receipt-numbers-at-commit';
import * as jobCountDeltas from './migrations/0900-job-count-deltas';

/** Migrations are listed in code, not read from a folder, so tsx, jest and a bundle all run the same ones. */
const migrations: Record<string, Knex.Migration> = {
  '0001-initial': initial,
  '0010-job-version': jobVersion,
  '0020-user-locale': userLocale,
  '0200-job-counts-and-list-indexes': jobCounts,
  '0201-content-version': contentVersion,
  '0400-site-settings': siteSettings,
  '0410-job-attachments': jobAttachments,
  '0420-revision-requests': revisionRequests,
  '0430-slugs-and-delivery-dates': slugsAndDates,
  '0440-english-names': englishNames,
  '0445-job-messages': jobMessages,
  '0450-remote-releases': remoteReleases,
  '0470-verification-codes': verificationCodes,
  '0480-legalisation-route': legalisationRoute,
  '0490-ottoman-intake-and-name-sheet': ottomanIntake,
  '0500-deadline-reminders': deadlineReminders,
  '0510-job-alerts': jobAlerts,
  '0520-job-ratings': jobRatings,
  '0530-payouts': payouts,
  '0540-deadline-change-requests': deadlineChangeRequests,
  '0550-job-previews': jobPreviews,
  '0560-session-change-notices': sessionChangeNotices,
  '0570-job-count-notices': jobCountNotices,
  '0580-site-settings-notices': siteSettingsNotices,
  '0590-job-list-notices': jobListNotices,
  '0600-customer-tab-counts': customerTabCounts,
  '0610-slider-category-en': sliderCategoryEn,
  '0620-deliveries-and-stamped-copies': deliveries,
  '0625-release-builds': releaseBuilds,
  '0630-faq-payment-text': faqPaymentText,
  '0650-admin-job-search': adminJobSearch,
  '0660-card-payments-and-receipts': cardPayments,
  '0720-price-list': priceList,
  '0730-receipt-vat-and-given-pages': receiptVatAndGivenPages,
  '0740-two-step-and-sessions': twoStepAndSessions,
  '0750-admin-audit-and-file-retention': adminAuditAndRetention,
  '0760-data-rights': dataRights,
  '0770-paper-deliveries': paperDeliveries,
  '0780-page-english': pageEnglish,
  '0800-jobs-visibility-map': jobsVisibilityMap,
  '0860-two-step-session-notices': twoStepSessionNotices,
  '0870-job-list-lines': jobListLines,
  '0880-missing-lines-index': missingLinesIndex,
  '0890-receipt-numbers-at-commit': receiptNumbersAtCommit,
  '0900-job-count-deltas': jobCountDeltas,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name] as Knex.Migration,
};

export async function migrateToLatest(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}
