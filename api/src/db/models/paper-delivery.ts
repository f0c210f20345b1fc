import { Model } from 'objection';
import type { PaperDeliveryMethod, PaperDeliveryStatus } from 'shared-ui/contracts';

/** The postal address kept in a customer's profile (modules/paper-deliveries). */
export class PostalAddress extends Model {
  static override tableName = 'user_postal_addresses';
  static override idColumn = 'user_id';
  declare user_id: number;
  declare recipient: string;
  declare address: string;
  declare city: string;
  declare postal_code: string | null;
  declare country: string;
  declare phone: string | null;
  declare updated_at: Date;
}

/** How a certified order's stamped paper reaches the customer, and the office's shipping step. */
export class PaperDelivery extends Model {
  static override tableName = 'job_paper_deliveries';
  static override idColumn = 'job_id';
  declare job_id: number;
  declare method: PaperDeliveryMethod;
  declare recipient: string | null;
  declare address: string | null;
  declare city: string | null;
  declare postal_code: string | null;
  declare country: string | null;
  declare phone: string | null;
  declare status: PaperDeliveryStatus;
  declare carrier: string | null;
  declare tracking_number: string | null;
  declare shipped_at: Date | null;
  declare ready_at: Date | null;
  declare updated_by: number | null;
  declare created_at: Date;
}
