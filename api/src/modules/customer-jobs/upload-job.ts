import path from 'node:path';
import type { Knex } from 'knex';
import type { File } from 'formidable';
import {
  isCertifiedTranslation,
  legalisationRouteOf,
  OSMANLICA,
  type CustomerJobDto,
  type UploadJobFields,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ValidationError } from '../../errors/app-error';
import { acceptUpload } from '../../lib/uploads';
import { languagesRepository, type LanguageRow } from '../content/languages/repository';
import { insertJob, writeAudit } from '../jobs/job-repository';
import { queueJobAlerts } from '../job-alerts/job-alerts';
import { queueJobPreview } from '../job-previews/job-previews';
import { mailAdminsNewJob } from '../job-mails/admin-mails';
import { estimateDocument } from '../pricing/estimate';
import { keepJobEstimate } from '../pricing/job-estimates';
import { keepPaperDelivery, paperDeliveryOrThrow } from '../paper-deliveries/paper-deliveries';
import { customerJobDtoOf } from './customer-jobs';

/** Language names as the table spells them; the form may differ in case (Turkish rules: İ/i, I/ı). */
async function resolveLanguages(db: Knex, names: { source: string; target: string }) {
  const all: LanguageRow[] = await languagesRepository(db).listLanguages();
  const find = (name: string) => all.find((l) => l.name.toLocaleLowerCase('tr') === name.toLocaleLowerCase('tr'));
  const source = find(names.source);
  const target = find(names.target);
  const fields: Record<string, string> = {};
  if (!source) fields.source_lang = 'unknownLanguage';
  if (!target) fields.target_lang = 'unknownLanguage';
  else if (source && source.id === target.id) fields.target_lang = 'invalidValue';
  if (!source || !target || Object.keys(fields).length) throw new ValidationError(fields);
  return { source, target };
}

/**
 * The script type belongs to an Osmanlıca source only; there it is required when that language has types.
 * For any other source a stale value from the form is ignored.
 */
async function resolveScriptType(db: Knex, source: LanguageRow, hatTurId: number | null) {
  if (source.name !== OSMANLICA) return null;
  const types = await languagesRepository(db).listScriptTypes(source.id);
  if (!types.length) return null;
  if (hatTurId === null) throw new ValidationError({ hat_tur_id: 'hatTurRequired' }, 'fillAllFieldsShort');
  const type = types.find((t) => t.id === hatTurId);
  if (!type) throw new ValidationError({ hat_tur_id: 'invalidValue' });
  return type;
}

/**
 * The Ottoman intake belongs to an Osmanlıca source only; for any other source stale values from the form are
 * ignored (as the script type is). Each answer is optional on the API: spec 7.2's upload sends none of them, the
 * upload form (mfe-customer job-upload-form.tsx) asks for all three, and the panels show a missing one as not given.
 */
function ottomanIntakeOf(source: LanguageRow, fields: UploadJobFields) {
  if (source.name !== OSMANLICA) return { ottoman_output: null, page_count: null, legibility: null };
  return { ottoman_output: fields.ottoman_output, page_count: fields.page_count, legibility: fields.legibility };
}

/**
 * Checks everything first, then stores the file, then writes the job with the admins' mails; a failed write
 * removes the file again.
 */
export async function uploadJob(
  deps: AppDeps,
  userId: number,
  fields: UploadJobFields,
  file: File,
): Promise<CustomerJobDto> {
  const { source, target } = await resolveLanguages(deps.db, {
    source: fields.source_lang,
    target: fields.target_lang,
  });
  const scriptType = await resolveScriptType(deps.db, source, fields.hat_tur_id);
  const ottoman = ottomanIntakeOf(source, fields);
  const paper = paperDeliveryOrThrow(fields);
  // the sheet is for translations an authority reads; an official-document order keeps none
  const nameSheet = isCertifiedTranslation(fields.translation_type) ? fields.name_sheet : [];
  const accepted = await acceptUpload(file, 'document', 'file');
  // asked for by the upload form: priced from the file itself with the list in force now, never from a client's price
  const estimate = fields.with_estimate
    ? await estimateDocument(
        deps.db,
        { path: accepted.tempPath, extension: path.extname(accepted.originalName).slice(1).toLowerCase() },
        fields,
      )
    : null;
  const storedName = await deps.storage.put('documents', accepted.tempPath, accepted.originalName);
  let id: number;
  try {
    id = await deps.db.transaction(async (trx) => {
      const jobId = await insertJob(trx, {
        user_id: userId,
        file_name: storedName,
        file_mime: accepted.mime,
        file_size: accepted.size,
        description: fields.description,
        source_lang: source.name,
        target_lang: target.name,
        translation_type: fields.translation_type,
        specialization: fields.specialization,
        hat_tur_id: scriptType?.id ?? null,
        hat_tur_name: scriptType?.name ?? null,
        legalisation_country: fields.legalisation_country,
        legalisation_route: fields.legalisation_country ? legalisationRouteOf(fields.legalisation_country) : null,
        ...ottoman,
        name_sheet: JSON.stringify(nameSheet),
        delivery_date: fields.delivery_date,
        customer_delivery_date: fields.delivery_date,
        status: 'waiting',
      });
      await writeAudit(trx, { jobId: jobId, actorId: userId, action: 'created', from: null, to: 'waiting' });
      if (nameSheet.length)
        await writeAudit(trx, { jobId: jobId, actorId: userId, action: 'name_sheet_given', from: null, to: null });
      await mailAdminsNewJob({ ...deps, db: trx }, { id: jobId, source_lang: source.name, target_lang: target.name });
      await queueJobAlerts({ ...deps, db: trx }, jobId);
      await queueJobPreview({ ...deps, db: trx }, jobId);
      if (estimate) await keepJobEstimate(trx, jobId, estimate);
      await keepPaperDelivery(trx, jobId, userId, paper);
      return jobId;
    });
  } catch (err) {
    await deps.storage.remove('documents', storedName);
    throw err;
  }
  return customerJobDtoOf(deps, id);
}
