import { maskIban, type PayoutDetails, type PayoutDetailsData } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { notifyUser } from '../../lib/notify';
import { findPayoutDetails, upsertPayoutDetails, type DetailsRow } from './repository';

export function readPayoutDetails(db: AppDeps['db'], userId: number): Promise<DetailsRow | undefined> {
  return findPayoutDetails(db, userId);
}

/** What the translator sees of their own details: the IBAN masked, so a glance over the shoulder takes nothing. */
export function ownPayoutDetails(row: DetailsRow | undefined): PayoutDetails | null {
  if (!row) return null;
  return {
    account_holder: row.account_holder,
    iban_masked: maskIban(row.iban),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const changedNotice = {
  tr: {
    subject: 'Ödeme bilgileriniz değişti',
    text: (iban: string) =>
      `Ödeme bilgileriniz güncellendi; ödemeleriniz bundan sonra ${iban} hesabına yapılacak. Bu değişikliği siz yapmadıysanız hemen şifrenizi değiştirip bize yazın.`,
  },
  en: {
    subject: 'Your payout details changed',
    text: (iban: string) =>
      `Your payout details were updated; from now on you will be paid to ${iban}. If you did not make this change, change your password at once and write to us.`,
  },
};

/**
 * Saves the translator's details and tells them by mail whatever their settings: a changed IBAN is where their
 * money goes, and a stolen session must not be able to change it quietly.
 */
export async function savePayoutDetails(
  deps: AppDeps,
  userId: number,
  input: PayoutDetailsData,
): Promise<PayoutDetails | null> {
  await deps.db.transaction(async (trx) => {
    await upsertPayoutDetails(trx, userId, input);
    await notifyUser(
      { ...deps, db: trx },
      userId,
      (locale) => ({
        mail: {
          subject: changedNotice[locale].subject,
          paragraphs: [changedNotice[locale].text(maskIban(input.iban))],
        },
      }),
      { essential: true },
    );
  });
  return ownPayoutDetails(await readPayoutDetails(deps.db, userId));
}
