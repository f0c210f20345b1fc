import type { Knex } from 'knex';
import type { StorageArea } from '../../lib/storage';
import { exportRepository } from './export-repository';

/** A stored file that goes into the export, under `files/<area>/<name>`. */
export interface ExportFile {
  area: StorageArea;
  name: string;
}

export interface AccountData {
  /** The JSON document of the export: one key per kind of record. */
  data: Record<string, unknown>;
  files: ExportFile[];
}

function avatarOf(avatarUrl: string | null | undefined): ExportFile[] {
  const name = avatarUrl?.split('/').pop();
  return avatarUrl?.startsWith('/uploads/avatar/') && name ? [{ area: 'avatar', name }] : [];
}

/** What we hold about a customer: their jobs and what hangs on them, payments, ratings, their files. */
async function customerData(repo: ReturnType<typeof exportRepository>, userId: number) {
  const jobs = await repo.customerJobs(userId);
  const jobIds = jobs.map((j: { id: number }) => j.id);
  const [outputs, attachments, messages, ratings, revisions, cardPayments, receipts, billing] = await Promise.all([
    repo.outputsOf(jobIds),
    repo.attachmentsBy(userId, jobIds),
    repo.threadsOf(jobIds),
    repo.ratingsOf(jobIds),
    repo.revisionRequestsBy(userId),
    repo.cardPaymentsBy(userId),
    repo.receiptsOf(jobIds),
    repo.billingDetails(userId),
  ]);
  const files: ExportFile[] = [
    ...jobs.map((j: { file_name: string }) => ({ area: 'documents' as const, name: j.file_name })),
    ...outputs.map((o: { file_name: string }) => ({ area: 'output' as const, name: o.file_name })),
    ...attachments.map((a: { file_name: string }) => ({ area: 'attachments' as const, name: a.file_name })),
  ];
  const data = {
    billing_details: billing ?? null,
    jobs,
    deliveries: outputs,
    attachments,
    messages,
    ratings,
    revision_requests: revisions,
    payments: { card_payments: cardPayments, receipts },
  };
  return { data, files };
}

/** What we hold about a translator: their application, offers, assigned work, ratings of it and payouts. */
async function translatorData(repo: ReturnType<typeof exportRepository>, userId: number) {
  const [profile, certificates, offers, assigned, payouts, payoutDetails] = await Promise.all([
    repo.translatorProfile(userId),
    repo.certificates(userId),
    repo.offersBy(userId),
    repo.assignedJobs(userId),
    repo.payoutsTo(userId),
    repo.payoutDetails(userId),
  ]);
  const ratings = await repo.ratingsOf(assigned.map((j: { id: number }) => j.id));
  const files: ExportFile[] = [
    ...(profile?.cv_file ? [{ area: 'cv' as const, name: profile.cv_file as string }] : []),
    ...certificates.map((c: { file_name: string }) => ({ area: 'certificates' as const, name: c.file_name })),
  ];
  const data = {
    translator_profile: profile ?? null,
    certificates,
    offers,
    assigned_jobs: assigned,
    ratings,
    payouts,
    payout_details: payoutDetails ?? null,
  };
  return { data, files };
}

/** The export's JSON and file list for one account; nothing in it is read for any other account. */
export async function gatherAccountData(db: Knex, userId: number): Promise<AccountData> {
  const repo = exportRepository(db);
  const account = await repo.account(userId);
  if (!account) throw new Error(`account ${userId} not found for its data export`);
  const [consents, testimonials] = await Promise.all([repo.consentsOf(userId), repo.testimonialsBy(userId)]);
  const own =
    account.role === 'translator'
      ? await translatorData(repo, userId)
      : account.role === 'user'
        ? await customerData(repo, userId)
        : { data: {}, files: [] };
  return {
    data: { account, ...own.data, testimonials, consents },
    files: [...avatarOf(account.avatar_url), ...own.files],
  };
}
