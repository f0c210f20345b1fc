import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { i18n, initI18n, swrConfig } from 'shared-ui';

/** Renders one admin section with the real i18n (Turkish), a fresh SWR cache and a memory router. */
export function renderSection(ui: ReactElement) {
  initI18n();
  void i18n.changeLanguage('tr');
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>{ui}</MemoryRouter>
      </SWRConfig>
    </I18nextProvider>,
  );
}

export interface Answer {
  status?: number;
  body?: unknown;
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/** A fake server: `answer` picks the reply for each request; `calls` keeps what was asked, in order. */
export function fakeServer(answer: (call: FetchCall) => Answer | 'network') {
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const reply = answer(call);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
    } as Response;
  }) as typeof fetch;
  return calls;
}

export const paged = <T,>(items: T[], total = items.length, page = 1) => ({ items, total, page, pageSize: 10 });
