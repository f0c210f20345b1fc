import type { JobAlertMode, NotificationSettings, OwnCertificate, Profile } from 'shared-ui/contracts';
import type { SignedLinks } from '../../lib/signed-links';
import type { CertificateRow, ProfileRow } from './repository';

export function toProfile(row: ProfileRow): Profile {
  const profile: Profile = {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    pending_email: row.pending_email,
    role: row.role,
    birth_date: row.birth_date,
    phone: row.phone,
    country: row.country,
    city: row.city,
    district: row.district,
    address: row.address,
    languages: row.languages,
    avatar_url: row.avatar_url,
  };
  if (row.role === 'translator' && row.education_level) {
    Object.assign(profile, {
      education_level: row.education_level,
      university_name: row.university_name,
      university_department: row.university_department,
      experience: row.experience,
    });
  }
  return profile;
}

export function toOwnCertificate(row: CertificateRow, links: SignedLinks): OwnCertificate {
  const uploaded = row.uploaded_at instanceof Date ? row.uploaded_at : new Date(row.uploaded_at);
  return {
    id: row.id,
    file_name: row.file_name,
    uploaded_at: uploaded.toISOString(),
    url: links.link('certificates', row.file_name),
  };
}

export function toNotificationSettings(row: {
  role: string;
  email_notifications: boolean;
  sms_notifications: boolean;
  job_alerts: JobAlertMode;
}): NotificationSettings {
  const settings = { email_notifications: row.email_notifications, sms_notifications: row.sms_notifications };
  return row.role === 'translator' ? { ...settings, job_alerts: row.job_alerts } : settings;
}
