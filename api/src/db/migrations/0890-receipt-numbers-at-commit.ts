import type { Knex } from 'knex';

/**
 * A receipt takes its number from its year's counter row as its payment's transaction commits, not when it is
 * written: a deferred constraint trigger numbers it (the `number` column and the content's printed number) at
 * COMMIT. The counter row every payment shares is then held for the commit alone, where before it was held from
 * the receipt's write through the job's update, both audit rows and the commit — under writes each a round trip
 * of a busy server, and every other payment waited out all of them. The numbering keeps its guarantees: numbers
 * in the order payments commit, one after another, and a payment that rolls back never takes one, so there are
 * no gaps (modules/receipts/receipt-issuer.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table receipts alter column number drop not null');
  await knex.raw(`
    create function receipt_number_at_commit() returns trigger language plpgsql as $$
    declare
      taken integer;
    begin
      insert into receipt_counters (year, last_number) values (new.year, 1)
        on conflict (year) do update set last_number = receipt_counters.last_number + 1
        returning last_number into taken;
      update receipts
        set number = taken,
            content = jsonb_set(content, '{number}',
              to_jsonb(new.year || '-' || lpad(taken::text, greatest(6, length(taken::text)), '0')))
        where id = new.id;
      return null;
    end $$`);
  await knex.raw(`create constraint trigger receipts_numbered_at_commit after insert on receipts
    deferrable initially deferred for each row when (new.number is null)
    execute function receipt_number_at_commit()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger receipts_numbered_at_commit on receipts');
  await knex.raw('drop function receipt_number_at_commit()');
  await knex.raw('alter table receipts alter column number set not null');
}
