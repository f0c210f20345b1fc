import type { TestApp } from '../../api/src/testing/test-app';

export interface PaidJob {
  /** Months before the current one (0: this month). */
  monthsAgo: number;
  /** What the customer paid, in lira. */
  customerPrice: number;
  /** What the translator is paid, in lira. */
  translatorPrice: number;
  status?: 'in_progress' | 'completed';
}

/**
 * Setup, not a journey: paid jobs written straight into the database (as the marketplace loop would have left
 * them), so the admin dashboard's monthly finance chart has months with income and expense. The payment date is
 * the 15th of its month at noon UTC, well inside the same Istanbul month.
 */
export async function seedPaidJobs(
  app: TestApp,
  customerId: number,
  translatorId: number,
  jobs: PaidJob[],
): Promise<void> {
  const now = new Date();
  for (const job of jobs) {
    const paidAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - job.monthsAgo, 15, 12));
    await app.db('jobs').insert({
      user_id: customerId,
      assigned_translator_id: translatorId,
      file_name: 'sozlesme.pdf',
      file_mime: 'application/pdf',
      file_size: 1024,
      description: 'Dashboard grafiği için ödenmiş iş',
      source_lang: 'İngilizce',
      target_lang: 'Türkçe',
      translation_type: 'official',
      specialization: 'legal',
      delivery_date: paidAt.toISOString().slice(0, 10),
      status: job.status ?? 'completed',
      admin_price: job.customerPrice.toFixed(2),
      translator_price: job.translatorPrice.toFixed(2),
      is_paid: true,
      paid_at: paidAt,
    });
  }
}
