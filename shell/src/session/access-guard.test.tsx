import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { clearSession, initI18n, setSession, type Role } from 'shared-ui';
import { AccessGuard } from './access-guard';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderGuarded(role?: Role) {
  render(
    <I18nextProvider i18n={initI18n()}>
      <MemoryRouter initialEntries={['/panel/user?tab=active']}>
        <Routes>
          <Route
            path="/panel/user"
            element={
              <AccessGuard role={role}>
                <p>Müşteri paneli</p>
              </AccessGuard>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const signIn = (role: Role) =>
  setSession({ token: 't', user: { id: 1, name: 'Ayşe', surname: 'Kaya', email: 'a@example.com', role } });

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

describe('AccessGuard', () => {
  it('sends a visitor without a session to /login with a redirect back', () => {
    renderGuarded('user');
    expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2Fpanel%2Fuser%3Ftab%3Dactive');
  });

  it('alerts the spec text and goes home for a different role', () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    signIn('translator');
    renderGuarded('user');
    expect(alert).toHaveBeenCalledWith(
      'Bu sayfaya erişim izniniz yok. Sipariş için lütfen normal kullanıcı kaydı oluşturun.',
    );
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('renders the page for the right role', () => {
    signIn('user');
    renderGuarded('user');
    expect(screen.getByText('Müşteri paneli')).toBeInTheDocument();
  });

  it('lets any signed-in role in when the route names none', () => {
    signIn('admin');
    renderGuarded(undefined);
    expect(screen.getByText('Müşteri paneli')).toBeInTheDocument();
  });
});
