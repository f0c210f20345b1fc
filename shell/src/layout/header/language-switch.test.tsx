import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from 'shared-ui';
import { renderShell } from '../../testing/render-shell';
import { Header } from './header';

afterEach(async () => {
  await changeLanguage('tr');
  localStorage.clear();
});

describe('language switch', () => {
  it('stores the choice under `lang` and switches the texts', async () => {
    const user = userEvent.setup();
    renderShell(<Header />);
    expect(screen.getByRole('button', { name: /Hizmetlerimiz/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByTestId('lang-switch'), 'en');
    expect(localStorage.getItem('lang')).toBe('en');
    await waitFor(() => expect(screen.getByRole('button', { name: /Services/ })).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});
