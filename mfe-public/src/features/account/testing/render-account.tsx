import './dom-polyfills';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n } from 'shared-ui';
import { registerPublicTexts } from '../../../locales/register';
import { accountRoutes } from '../../../routes/account-routes';

/** Where the router is now, so a test can see navigations and replaced addresses. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders the account routes at `url` with the real i18n set-up and a memory router. */
export function renderAccount(url: string) {
  initI18n();
  registerPublicTexts();
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {accountRoutes}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

type Answer = { status?: number; body?: unknown } | 'network' | 'pending';

function fakeResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as unknown as Response;
}

/** Replaces global fetch with one answer per call, in order: a JSON body, a network failure, or no answer yet. */
export function stubFetch(...answers: Answer[]): jest.Mock {
  const fn = jest.fn();
  for (const answer of answers) {
    if (answer === 'network') fn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    else if (answer === 'pending') fn.mockReturnValueOnce(new Promise(() => undefined));
    else fn.mockResolvedValueOnce(fakeResponse(answer.status ?? 200, answer.body));
  }
  global.fetch = fn;
  return fn;
}

/** The parsed JSON body of the n-th fetch call. */
export function sentBody(fetchMock: jest.Mock, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}
