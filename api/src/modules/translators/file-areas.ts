import { registerDownloadArea } from '../downloads/download-areas';
import { hasCertificateFile } from '../settings/repository';
import { hasCvFile } from '../settings/translator-repository';

/**
 * CVs and certificates are private (ARCHITECTURE §3): the admin reviewing applications and the translator who
 * uploaded them may fetch them, by signed link or bearer token; nobody else.
 */
registerDownloadArea(
  'cv',
  async ({ db, user, fileName }) => user.role === 'admin' || (await hasCvFile(db, user.id, fileName)),
);
registerDownloadArea(
  'certificates',
  async ({ db, user, fileName }) => user.role === 'admin' || (await hasCertificateFile(db, user.id, fileName)),
);
