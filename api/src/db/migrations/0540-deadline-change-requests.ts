import type { Knex } from 'knex';

/**
 * The assigned translator of a job at work asks for a new due date with a reason; the office accepts
 * or declines. At most one request per job waits at a time (a partial unique index, besides the job-row lock of
 * every change). `decision_audit_id` points at the job_audit row of the decision, so the customer's timeline can say
 * which date the due date moved to.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_deadline_requests', (t) => {
    t.increments('id');
    t.integer('job_id').notNullable().references('jobs.id').onDelete('CASCADE').index();
    t.integer('translator_id').references('users.id').onDelete('SET NULL');
    t.date('previous_date').notNullable();
    t.date('requested_date').notNullable();
    t.text('reason').notNullable();
    t.string('status', 10).notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('decided_at', { useTz: true });
    t.integer('decided_by').references('users.id').onDelete('SET NULL');
    t.text('decision_note');
    t.integer('decision_audit_id').references('job_audit.id').onDelete('SET NULL');
  });
  await knex.raw(
    `alter table job_deadline_requests add constraint job_deadline_requests_status_check
       check (status in ('pending', 'accepted', 'declined', 'lapsed'))`,
  );
  await knex.raw(
    `create unique index job_deadline_requests_one_pending on job_deadline_requests (job_id) where status = 'pending'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('job_deadline_requests');
}
