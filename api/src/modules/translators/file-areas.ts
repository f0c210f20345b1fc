import { registerDownloadArea } from '../downloads/download-areas';

/**
 * CVs and certificates are private (ARCHITECTURE §3): the admin reviewing applications and the translator who
 * uploaded them may fetch them, by signed link or bearer token; nobody else.
 */
registerDownloadArea(
  'cv',
  async ({ db, user, fileName }) =>
    user.role === 'admin' ||
    Boolean(await db('translator_profiles').where({ user_id: user.id, cv_file: fileName }).first('user_id')),
);
registerDownloadArea(
  'certificates',
  async ({ db, user, fileName }) =>
    user.role === 'admin' ||
    Boolean(await db('certificates').where({ user_id: user.id, file_name: fileName }).first('id')),
);
