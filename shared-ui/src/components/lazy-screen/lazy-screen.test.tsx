import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
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
