import { apiRequest, type ContactInput } from 'shared-ui';

/** POST /contact (public); answers the localized confirmation. A filled honeypot is answered the same way. */
export function sendContact(input: ContactInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/contact', { method: 'POST', body: input, public: true });
}
