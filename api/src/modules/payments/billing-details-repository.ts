import type { Knex } from 'knex';
import type { BillingDetailsData, BillingDetailsDto } from 'shared-ui/contracts';
import { BillingDetails } from '../../db/models/payment';

/** The customer's billing details (kept in the profile, asked once at payment); null before they are given. */
export async function findBillingDetails(db: Knex, userId: number): Promise<BillingDetailsDto | null> {
  const row = await BillingDetails.query(db).findById(userId);
  if (!row) return null;
  return {
    kind: row.kind,
    full_name: row.full_name,
    tckn: row.tckn,
    company_name: row.company_name,
    vkn: row.vkn,
    tax_office: row.tax_office,
    address: row.address,
  };
}

export async function saveBillingDetails(db: Knex, userId: number, input: BillingDetailsData): Promise<void> {
  const row = {
    user_id: userId,
    kind: input.kind,
    full_name: input.full_name,
    address: input.address,
    tckn: input.kind === 'individual' ? input.tckn : null,
    company_name: input.kind === 'company' ? input.company_name : null,
    vkn: input.kind === 'company' ? input.vkn : null,
    tax_office: input.kind === 'company' ? input.tax_office : null,
  };
  await BillingDetails.query(db)
    .insert({ ...row, updated_at: db.fn.now() as unknown as Date })
    .onConflict('user_id')
    .merge();
}

/** Billing details go (each issued receipt keeps its own copy, which the tax law requires). */
export async function deleteBillingDetails(trx: Knex, userId: number): Promise<void> {
  await trx('billing_details').where({ user_id: userId }).delete();
}

/** The billing details as the data export lists them (modules/privacy/export-repository.ts). */
export function exportedBillingDetails(db: Knex, userId: number) {
  return db('billing_details')
    .where({ user_id: userId })
    .first('kind', 'full_name', 'tckn', 'company_name', 'vkn', 'tax_office', 'address', 'updated_at');
}
