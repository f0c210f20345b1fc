import type { NotificationSettings, OwnCertificate, Profile } from 'shared-ui';

export type Reply = { status?: number; body?: unknown } | 'network';

function response(reply: Exclude<Reply, 'network'>): Response {
  const status = reply.status ?? 200;
  const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as unknown as Response;
}

/** Replaces global fetch; routes are "METHOD /api/path" → reply; anything else answers 404. */
export function stubApi(routes: Record<string, Reply>): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = routes[`${init?.method ?? 'GET'} ${url}`];
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return response(reply ?? { status: 404, body: { message: 'Bulunamadı.', code: 'notFound' } });
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The parsed JSON body and headers of the first `METHOD url` call. */
export function requestTo(
  fetchMock: jest.Mock,
  method: string,
  url: string,
): { body: unknown; headers: Record<string, string> } | undefined {
  const call = fetchMock.mock.calls.find(
    (c: unknown[]) => c[0] === url && ((c[1] as RequestInit | undefined)?.method ?? 'GET') === method,
  );
  if (!call) return undefined;
  const init = call[1] as RequestInit;
  return {
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    headers: init.headers as Record<string, string>,
  };
}

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
