import type { Knex } from 'knex';

/**
 * `admin_audit`: one row per action an admin takes on money, assignments, settings, the price list, releases and
 * accounts, written in the action's own transaction (modules/admin-audit/record-admin-action.ts). The actor's and
 * the concerned person's names are kept as they were, so the history reads the same after an account goes.
 * The histories each area kept before (job_audit, site_settings_audit, price_list_audit, remote_releases_audit,
 * payouts) are copied in once, so the office's one view starts complete; the areas keep their own tables.
 *
 * `jobs.files_deleted_at`: when the job's files went, by the retention task or at the customer's request; the
 * job's record stays (modules/file-retention).
 */
const name = (alias: string) => `nullif(trim(${alias}.name || ' ' || coalesce(${alias}.surname, '')), '')`;
const label = (alias: string) =>
  `nullif(trim(${alias}.name || ' ' || coalesce(${alias}.surname, '') || ' <' || ${alias}.email || '>'), '<>')`;

/** job_audit's action names of admin actions, and what the office's view calls them. */
const jobActions: Record<string, string> = {
  assigned: 'job_assigned',
  reassigned: 'job_reassigned',
  cancelled_by_admin: 'assignment_cancelled',
  marked_paid: 'marked_paid',
  refunded: 'refunded',
  revision_requested: 'revision_requested',
  deadline_changed: 'deadline_accepted',
  deadline_change_declined: 'deadline_declined',
  verification_revoked: 'verification_revoked',
};
const kindOf: Record<string, string> = {
  job_assigned: 'assignment',
  job_reassigned: 'assignment',
  assignment_cancelled: 'assignment',
  marked_paid: 'payments',
  refunded: 'payments',
  revision_requested: 'jobs',
  deadline_accepted: 'jobs',
  deadline_declined: 'jobs',
  verification_revoked: 'jobs',
};

async function copyOlderHistories(knex: Knex): Promise<void> {
  for (const [old, action] of Object.entries(jobActions))
    await knex.raw(
      `insert into admin_audit (at, actor_id, actor_name, action, kind, job_id, subject_user_id, subject_label, before, after)
       select a.at, a.actor_id, ${name('actor')}, ?, ?, a.job_id, j.user_id, ${label('owner')},
              jsonb_build_object('status', a.from_status), jsonb_build_object('status', a.to_status)
       from job_audit a
       join users actor on actor.id = a.actor_id and actor.role = 'admin'
       join jobs j on j.id = a.job_id
       left join users owner on owner.id = j.user_id
       where a.action = ?`,
      [action, kindOf[action] ?? 'jobs', old],
    );
  await knex.raw(
    `insert into admin_audit (at, actor_id, actor_name, action, kind, subject_user_id, subject_label, object_key, after)
     select p.created_at, p.recorded_by, ${name('actor')}, 'payout_recorded', 'payouts', p.translator_id,
            ${label('tr')}, p.reference,
            jsonb_build_object('amount', p.amount, 'paid_on', to_char(p.paid_on, 'YYYY-MM-DD'), 'reference', p.reference,
              'jobs', coalesce((select jsonb_agg(j.id order by j.id) from jobs j where j.payout_id = p.id), '[]'::jsonb))
     from payouts p
     left join users actor on actor.id = p.recorded_by
     left join users tr on tr.id = p.translator_id`,
  );
  await knex.raw(
    `insert into admin_audit (at, actor_id, actor_name, action, kind, object_key, before, after)
     select s.at, s.actor_id, ${name('actor')}, 'site_settings_changed', 'settings', s.key,
            jsonb_build_object(s.key, s.old_value), jsonb_build_object(s.key, s.new_value)
     from site_settings_audit s left join users actor on actor.id = s.actor_id`,
  );
  await knex.raw(
    `insert into admin_audit (at, actor_id, actor_name, action, kind, object_key, before, after)
     select p.at, p.actor_id, ${name('actor')},
            case when p.entity = 'rules' then 'price_rules_changed'
                 when p.before is null then 'price_group_created'
                 when p.after is null then 'price_group_deleted'
                 else 'price_group_changed' end,
            'pricing', coalesce(p.after ->> 'name_tr', p.before ->> 'name_tr', p.entity), p.before, p.after
     from price_list_audit p left join users actor on actor.id = p.actor_id`,
  );
  await knex.raw(
    `insert into admin_audit (at, actor_id, actor_name, action, kind, object_key, before, after)
     select r.at, r.actor_id, ${name('actor')}, 'release_chosen', 'releases', r.remote,
            jsonb_build_object('version', r.from_version), jsonb_build_object('version', r.to_version)
     from remote_releases_audit r left join users actor on actor.id = r.actor_id`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_audit', (t) => {
    t.increments('id');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('actor_id').references('users.id').onDelete('SET NULL').index();
    t.string('actor_name', 210);
    t.string('action', 40).notNullable();
    t.string('kind', 20).notNullable();
    t.integer('job_id').references('jobs.id').onDelete('SET NULL').index();
    t.integer('subject_user_id').references('users.id').onDelete('SET NULL').index();
    t.string('subject_label', 480);
    t.string('object_key', 120);
    t.jsonb('before');
    t.jsonb('after');
    t.index(['kind', 'id']);
    t.index(['at']);
  });
  // the view's search for a person matches words anywhere in the name and e-mail, as the job search does
  await knex.raw(
    'create index admin_audit_subject_folded on admin_audit using gin (tr_fold(subject_label) gin_trgm_ops)',
  );
  await copyOlderHistories(knex);
  await knex.schema.alterTable('jobs', (t) => {
    t.timestamp('files_deleted_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('jobs', (t) => {
    t.dropColumn('files_deleted_at');
  });
  await knex.schema.dropTable('admin_audit');
}
