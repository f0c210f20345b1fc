import type { NotificationSettings, OwnCertificate, Profile } from 'shared-ui';

/** The signed-in user's settings as the API answers them; override what a test is about. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    name: 'Ayşe',
    surname: 'Kaya',
    email: 'ayse@example.com',
    pending_email: null,
    role: 'user',
    birth_date: '1990-05-01',
    phone: '+905321234567',
    country: 'Türkiye',
    city: 'İstanbul',
    district: 'Kadıköy',
    address: 'Moda Cad. 1',
    languages: null,
    avatar_url: null,
    ...overrides,
  };
}

export const someNotifications: NotificationSettings = { email_notifications: true, sms_notifications: false };

export const someCertificates: OwnCertificate[] = [
  {
    id: 3,
    file_name: '1718000000000-yeminli-sertifika.pdf',
    uploaded_at: '2024-06-10T09:00:00.000Z',
    url: '/api/download/certificates/1718000000000-yeminli-sertifika.pdf?exp=1&sig=x',
  },
];
