import { apiRequest, type TestimonialInput } from 'shared-ui';

/**
 * POST /testimonials. Signed in, the call carries the token, so the server takes the name from the account;
 * otherwise it is a public call with the typed name.
 */
export function sendTestimonial(input: TestimonialInput, signedIn: boolean): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/testimonials', { method: 'POST', body: input, public: !signedIn });
}
