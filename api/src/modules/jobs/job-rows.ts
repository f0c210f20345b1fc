import type { ModelObject } from 'objection';
import type { Job, JobAudit, JobOutputFile, Offer } from '../../db/models/job';
import type { User } from '../../db/models/user';

/*
 * The rows the jobs module reads, typed from the models (db/models/job.ts holds every column's type once) plus
 * the names the queries join. Numeric columns arrive as strings and stay typed so.
 */

/** A name joined from users by a left join: null when there is no such user. */
type JoinedName = User['name'] | null;

/** A jobs row with the assigned translator's name (selectJobs). */
export type JobRow = ModelObject<Job> & {
  translator_first_name: JoinedName;
  translator_surname: JoinedName;
};

/** selectJobsWithOwner: the customer's name and e-mail too, for admin views only. */
export type JobRowWithOwner = JobRow & {
  owner_name: JoinedName;
  owner_surname: JoinedName;
  owner_email: User['email'] | null;
};

/** An offers row; the lists join the translator's name (offersByJob). */
export type OfferRow = ModelObject<Offer> & {
  translator_first_name?: User['name'];
  translator_surname?: User['surname'];
};

/** A job_output_files row. */
export type OutputRow = ModelObject<JobOutputFile>;

/** A job_audit row with its actor's name (auditOf). */
export type AuditRow = ModelObject<JobAudit> & {
  actor_first_name: JoinedName;
  actor_surname: JoinedName;
};
