import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { lazyScreen, ScreenSuspense, useScreenSettled } from './lazy-screen';

function Settled() {
  return <p data-testid="settled">{String(useScreenSettled())}</p>;
}

describe('useScreenSettled', () => {
  it('stays false while a lazy screen waits for its code, and turns true once the screen is on the page', async () => {
    let deliver: (module: { Hello: ComponentType }) => void = () => undefined;
    const Hello = lazyScreen(
      () =>
        new Promise<{ Hello: ComponentType }>((resolve) => {
          deliver = resolve;
        }),
      'Hello',
    );
    render(
      <>
        <Settled />
        <ScreenSuspense>
          <Hello />
        </ScreenSuspense>
      </>,
    );
    expect(screen.getByTestId('settled')).toHaveTextContent('false');

    await act(async () => deliver({ Hello: () => <h1>Merhaba</h1> }));
    expect(await screen.findByRole('heading', { name: 'Merhaba' })).toBeInTheDocument();
    expect(screen.getByTestId('settled')).toHaveTextContent('true');
  });
});

describe('lazyScreen', () => {
  // Outside act(), as in a browser: React waits for code that arrives while a transition renders and replays only
  // the suspended part, so the screen's wrapper keeps the element it returned on that first render.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('keeps the same screen (and what the visitor chose in it) when the page re-renders after its code arrived', async () => {
    const Form = lazyScreen(async () => ({ Form: () => <input aria-label="Not" /> }), 'Form');
    function Panel({ tab }: { tab: string }) {
      return (
        <>
          <p>{tab}</p>
          <ScreenSuspense>
            <Form />
          </ScreenSuspense>
        </>
      );
    }
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    startTransition(() => root.render(<Panel tab="first" />));
    const field = await screen.findByRole('textbox', { name: 'Not' });

    root.render(<Panel tab="again" />);

    await waitFor(() => expect(screen.getByText('again')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Not' })).toBe(field);
    root.unmount();
  });
});
