import type { Knex } from 'knex';
import { todayInIstanbul } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { findBillingDetails } from '../payments/billing-details-repository';
import type { JobRow } from '../jobs/job-rows';
import { findJobEstimate, findPriceRules } from '../pricing/repository';
import { decimalOfKurus, kurusOfDecimal } from './receipt-lines';
import { findLatestReceipt, insertReceipt } from './receipt-repository';
import { receiptContentOf, type ReceiptContent } from './receipt-content';
import { renderReceiptPdf } from './receipt-pdf';
import { findAccountRow } from '../settings/people-repository';

export interface PaymentForReceipt {
  job: JobRow;
  method: ReceiptContent['method'];
  cardPaymentId: number | null;
}

/**
 * Who makes out the document for a payment. The office's own implementation numbers and renders a receipt; an
 * official e-Arşiv invoice needs a licensed integrator, which implements this same interface (issue inside the
 * payment's transaction, hand back the document) — see docs/decisions.md "Receipts".
 */
export interface ReceiptIssuer {
  /** Called inside the payment's transaction: a payment that rolls back leaves no receipt and no used number. */
  issue(trx: Knex.Transaction, payment: PaymentForReceipt): Promise<void>;
  /** The document of the job's latest payment; null while the job has none. */
  document(db: Knex, jobId: number): Promise<{ fileName: string; bytes: Uint8Array } | null>;
}

type Deps = Pick<AppDeps, 'siteSettings'>;

export function officeReceiptIssuer(deps: Deps): ReceiptIssuer {
  return {
    async issue(trx, { job, method, cardPaymentId }) {
      const issuedOn = todayInIstanbul();
      const year = Number(issuedOn.slice(0, 4));
      const user = job.user_id === null ? undefined : await findAccountRow(trx, job.user_id);
      // the rate and the estimate as they are now are frozen into the receipt's content: later changes to the
      // price list do not rewrite it
      const { vat_bp } = await findPriceRules(trx);
      const estimate = await findJobEstimate(trx, job.id);
      // the office's details as this instance keeps them (forgotten at any change of site_settings): one round trip
      // fewer inside the payment's transaction
      const office = await deps.siteSettings.read();
      const billing = job.user_id === null ? null : await findBillingDetails(trx, job.user_id);
      const content = receiptContentOf({
        // the number is taken from the year's counter as the payment commits (migration 0890)
        number: '',
        issuedOn,
        method,
        office,
        billing,
        user: {
          name: user?.name ?? '',
          surname: user?.surname ?? '',
          email: user?.email ?? '',
          address: user?.address ?? null,
        },
        job,
        totalKurus: kurusOfDecimal(job.admin_price ?? '0'),
        vatBp: vat_bp,
        estimateLines: estimate?.lines ?? null,
      });
      await insertReceipt(trx, {
        job_id: job.id,
        year,
        method,
        card_payment_id: cardPaymentId,
        total: decimalOfKurus(content.total_kurus),
        vat: decimalOfKurus(content.vat_kurus),
        // basis points are hundredths of a percent as kuruş are of a lira: 1850 → "18.50"
        vat_rate: decimalOfKurus(vat_bp),
        content,
      });
    },

    async document(db, jobId) {
      const row = await findLatestReceipt(db, jobId);
      if (!row) return null;
      const content = row.content as ReceiptContent;
      return { fileName: `makbuz-${content.number}.pdf`, bytes: await renderReceiptPdf(content) };
    },
  };
}

/** The issuer in force; an e-Arşiv integrator's implementation is chosen here. */
export function receiptIssuer(deps: Deps): ReceiptIssuer {
  return officeReceiptIssuer(deps);
}
