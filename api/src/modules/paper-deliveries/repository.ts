import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { PaperDeliveryChoice, PaperShippingData, PostalAddressData } from 'shared-ui/contracts';
import { PaperDelivery, PostalAddress } from '../../db/models/paper-delivery';

type Db = Knex | Knex.Transaction;
export type PaperDeliveryRow = ModelObject<PaperDelivery>;

/** The only code that reads and writes the paper-delivery tables (migration 0770). */

export async function findPostalAddress(db: Db, userId: number): Promise<PostalAddressData | null> {
  const row = await PostalAddress.query(db).findById(userId);
  if (!row) return null;
  const { recipient, address, city, postal_code, country, phone } = row;
  return { recipient, address, city, postal_code, country, phone };
}

export async function savePostalAddress(db: Db, userId: number, address: PostalAddressData): Promise<void> {
  await PostalAddress.query(db)
    .insert({ user_id: userId, ...address, updated_at: db.fn.now() as unknown as Date })
    .onConflict('user_id')
    .merge();
}

export async function insertPaperDelivery(db: Db, jobId: number, choice: PaperDeliveryChoice): Promise<void> {
  await PaperDelivery.query(db).insert({ job_id: jobId, method: choice.method, ...(choice.address ?? {}) });
}

export async function findPaperDelivery(db: Db, jobId: number): Promise<PaperDeliveryRow | undefined> {
  return PaperDelivery.query(db).findById(jobId);
}

/** Writes the office's step; a second record (a corrected tracking number) replaces the first. */
export async function recordShippingStep(
  db: Db,
  jobId: number,
  adminId: number,
  input: PaperShippingData,
): Promise<void> {
  const now = db.fn.now() as unknown as Date;
  const step =
    input.step === 'shipped'
      ? { status: 'shipped' as const, carrier: input.carrier, tracking_number: input.tracking_number, shipped_at: now }
      : { status: 'ready' as const, ready_at: now };
  await PaperDelivery.query(db)
    .findById(jobId)
    .patch({ ...step, updated_by: adminId });
}
