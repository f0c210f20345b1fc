import type { Knex } from 'knex';
import { exportedTestimonials } from '../content/testimonials/repository';
import { exportedAccount, exportedTranslatorProfile } from '../settings/account-export-repository';
import { exportedCertificates } from '../settings/repository';
import { exportedAttachments } from '../job-attachments/repository';
import { exportedThreads } from '../job-thread/repository';
import { exportedAssignedJobs, exportedCustomerJobs } from '../jobs/job-facts-repository';
import { exportedOffersBy } from '../jobs/offer-repository';
import { exportedOutputs } from '../jobs/output-repository';
import { exportedBillingDetails } from '../payments/billing-details-repository';
import { exportedCardPayments } from '../payments/card-payment-repository';
import { exportedPayoutDetails, exportedPayouts } from '../payouts/repository';
import { exportedRatings } from '../ratings/repository';
import { exportedReceipts } from '../receipts/receipt-repository';
import { exportedRevisionRequests } from '../revisions/repository';

/**
 * Everything the data export reads about one account, each query limited to that account: the customer's own
 * jobs and what hangs on them, the translator's own offers, assigned work and payouts. Columns are listed, never
 * `*`: what another person gave us (a translator's price or identity on a customer's job, the customer on a
 * translator's job) stays out of the export.
 */
export function exportRepository(db: Knex) {
  return {
    account: (userId: number) => exportedAccount(db, userId),
    translatorProfile: (userId: number) => exportedTranslatorProfile(db, userId),
    billingDetails: (userId: number) => exportedBillingDetails(db, userId),
    payoutDetails: (userId: number) => exportedPayoutDetails(db, userId),
    certificates: (userId: number) => exportedCertificates(db, userId),

    /** The customer's jobs, hidden ones too, without the translator's side of them. */
    customerJobs: (userId: number) => exportedCustomerJobs(db, userId),
    outputsOf: (jobIds: number[]) => exportedOutputs(db, jobIds),
    /** Files the account uploaded to its jobs (receipts, revision material, message attachments). */
    attachmentsBy: (userId: number, jobIds: number[]) => exportedAttachments(db, userId, jobIds),
    /** The customer's threads with the office: the office's side is addressed to them; no staff names. */
    threadsOf: (jobIds: number[]) => exportedThreads(db, jobIds),
    ratingsOf: (jobIds: number[]) => exportedRatings(db, jobIds),
    revisionRequestsBy: (userId: number) => exportedRevisionRequests(db, userId),
    cardPaymentsBy: (userId: number) => exportedCardPayments(db, userId),
    receiptsOf: (jobIds: number[]) => exportedReceipts(db, jobIds),
    testimonialsBy: (userId: number) => exportedTestimonials(db, userId),

    /** The translator's offers: their own prices and dates, not the customer's job. */
    offersBy: (userId: number) => exportedOffersBy(db, userId),
    /** Work assigned to the translator: what they were asked and paid, not who the customer is. */
    assignedJobs: (userId: number) => exportedAssignedJobs(db, userId),
    payoutsTo: (userId: number) => exportedPayouts(db, userId),

    consentsOf: (userId: number) =>
      db('privacy_consents')
        .where({ user_id: userId })
        .orderBy('id')
        .select('notice_version', 'given', 'source', 'ip', 'created_at'),
  };
}

export type ExportRepository = ReturnType<typeof exportRepository>;
