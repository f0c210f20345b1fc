import { registerDownloadArea } from '../downloads/download-areas';
import { findAttachmentAccess } from './repository';

/**
 * Who may fetch a job attachment with a bearer token: an admin; the job's customer (receipts, revision files,
 * messages — their own conversation with the office); the assigned translator only a revision request's files,
 * which tell them what to fix.
 */
registerDownloadArea('attachments', async ({ db, user, fileName }) => {
  if (user.role === 'admin') return true;
  const row = await findAttachmentAccess(db, fileName);
  if (!row) return false;
  if (user.role === 'user') return row.user_id === user.id && !row.hidden_at;
  return user.role === 'translator' && row.kind === 'revision' && row.assigned_translator_id === user.id;
});
