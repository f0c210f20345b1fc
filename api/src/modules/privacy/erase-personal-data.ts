import type { Knex } from 'knex';
import { keptAfterDeletion, keptMessageCode, messageText, type Locale } from 'shared-ui/contracts';
import { endAllSessions } from '../../lib/sessions/login-sessions';
import type { StorageArea } from '../../lib/storage';
import { removeTwoStep } from '../../lib/two-step/two-step-repository';
import { anonymiseTestimonials } from '../content/testimonials/repository';
import { deleteBillingDetails } from '../payments/billing-details-repository';
import { forgetConsentAddresses } from './consent-repository';
import { deleteExportsOf } from './data-export-repository';
import { deleteEmailTokensOf } from '../settings/repository';
import { deleteQueuedMessagesTo, eraseCustomerJobs } from './erase-repository';

/** What an account deletion keeps and why, as its answer lists them (docs/decisions.md, Accounts and sessions). */
export function keptData(locale: Locale): { key: string; text: string }[] {
  return keptAfterDeletion.map((key) => ({ key, text: messageText(keptMessageCode[key], locale) }));
}

/**
 * The data-rights part of an account deletion (settings/account.ts), in its transaction and before the account
 * row is anonymised: mails queued to the address, the customer's documents, previews and deliveries, billing
 * details, old exports, e-mail tokens, the addresses consents came from, the two-step secret and recovery codes, and
 * the sign-in sessions with their addresses and browsers. Answers the stored files to remove
 * once the transaction has committed.
 */
export async function erasePersonalData(
  trx: Knex,
  user: { id: number; role: string; email: string; phone: string | null },
): Promise<{ area: StorageArea; name: string }[]> {
  await deleteQueuedMessagesTo(trx, user.email, user.phone);
  const files: { area: StorageArea; name: string }[] = [];
  if (user.role === 'user') {
    const erased = await eraseCustomerJobs(trx, user.id);
    files.push(
      ...erased.documents.map((name) => ({ area: 'documents' as const, name })),
      ...erased.previews.map((name) => ({ area: 'previews' as const, name })),
      ...erased.outputs.map((name) => ({ area: 'output' as const, name })),
      ...erased.attachments.map((name) => ({ area: 'attachments' as const, name })),
    );
  }
  await deleteBillingDetails(trx, user.id);
  await deleteEmailTokensOf(trx, user.id);
  await anonymiseTestimonials(trx, user.id);
  await forgetConsentAddresses(trx, user.id);
  await removeTwoStep(trx, user.id);
  await endAllSessions(trx, user.id);
  files.push(...(await deleteExportsOf(trx, user.id)).map((name) => ({ area: 'exports' as const, name })));
  return files;
}
