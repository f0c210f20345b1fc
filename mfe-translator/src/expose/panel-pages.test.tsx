import { waitFor } from '@testing-library/react';
import { setSession } from 'shared-ui';
import { panelPageData } from 'shared-ui/contracts';
import { renderWithProviders } from 'shared-ui/testing';
import { fakeApi } from '../testing/fake-api';
import App from './app';

afterEach(() => localStorage.clear());

// The shell asks for these while the remote loads (shell/src/remotes/panel-start.ts); a key the panel does not ask
// for would be a request for nothing and the panel's own one late.
it('the translator panel asks first for what the panel pages table says it shows', async () => {
  setSession({
    token: 't',
    user: { id: 3, name: 'Can', surname: 'Kaya', email: 'can@example.com', role: 'translator' },
  });
  const api = fakeApi();
  renderWithProviders(<App />, { url: '/panel/translator' });
  const keys = panelPageData('/panel/translator', '');
  expect(keys).toHaveLength(4);
  await waitFor(() => expect(api.calls()).toEqual(expect.arrayContaining(keys.map((key) => `GET ${key}`))));
});
