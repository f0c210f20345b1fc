import { customerMaySeeOutputs, translatorMaySeeDocument } from '../jobs/job-dto';
import { registerDownloadArea } from './download-areas';
import { findDocumentAccess } from '../jobs/job-facts-repository';
import { findOutputJobAccess } from '../jobs/output-repository';

/**
 * Who may fetch job files with a bearer token. A document: an admin, its customer (while the job is not hidden
 * from them) and its assigned translator once the customer has paid. An output: an admin, the assigned
 * translator, and the customer once the job is completed (and during a revision after it). The same rules decide which DTOs carry signed links.
 */
registerDownloadArea('documents', async ({ db, user, fileName }) => {
  if (user.role === 'admin') return true;
  const job = await findDocumentAccess(db, fileName);
  if (!job) return false;
  if (user.role === 'user') return job.user_id === user.id && !job.hidden_at;
  return user.role === 'translator' && job.assigned_translator_id === user.id && translatorMaySeeDocument(job);
});

registerDownloadArea('output', async ({ db, user, fileName }) => {
  if (user.role === 'admin') return true;
  const job = await findOutputJobAccess(db, fileName);
  if (!job) return false;
  if (user.role === 'user') return job.user_id === user.id && !job.hidden_at && customerMaySeeOutputs(job);
  return user.role === 'translator' && job.assigned_translator_id === user.id;
});
