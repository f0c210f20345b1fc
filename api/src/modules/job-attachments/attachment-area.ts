import { registerDownloadArea } from '../downloads/download-areas';

/**
 * Who may fetch a job attachment with a bearer token: an admin; the job's customer (receipts, revision files,
 * messages — their own conversation with the office); the assigned translator only a revision request's files,
 * which tell them what to fix.
 */
registerDownloadArea('attachments', async ({ db, user, fileName }) => {
  if (user.role === 'admin') return true;
  const row = await db('job_attachments')
    .join('jobs', 'jobs.id', 'job_attachments.job_id')
    .where('job_attachments.file_name', fileName)
    .first('job_attachments.kind', 'jobs.user_id', 'jobs.assigned_translator_id', 'jobs.hidden_at');
  if (!row) return false;
  if (user.role === 'user') return row.user_id === user.id && !row.hidden_at;
  return user.role === 'translator' && row.kind === 'revision' && row.assigned_translator_id === user.id;
});
