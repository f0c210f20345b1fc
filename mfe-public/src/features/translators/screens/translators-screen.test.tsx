import { screen } from '@testing-library/react';
import { byUrl, stubFetch } from 'shared-ui/testing';
import { renderSite } from '../../../testing/render-public';

describe('Translators page', () => {
  it('shows each featured translator with photo or initials, languages and university', async () => {
    stubFetch(byUrl({
      '/api/public/featured-translators': {
        body: [
          {
            id: 1,
            name: 'Ayşe Kaya',
            avatar: '/uploads/avatars/1.png',
            languages: ['Osmanlıca', 'Türkçe'],
            university: 'İstanbul Üniversitesi',
          },
          { id: 2, name: 'Can D.', avatar: null, languages: ['Almanca'], university: null },
        ],
      },
    }));
    renderSite('/translators');
    expect(await screen.findByRole('heading', { name: 'Ayşe Kaya' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ayşe Kaya fotoğrafı' })).toHaveAttribute('src', '/uploads/avatars/1.png');
    expect(screen.getByText('Osmanlıca')).toBeInTheDocument();
    expect(screen.getByText('İstanbul Üniversitesi')).toBeInTheDocument();
    expect(screen.getByText('CD')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    stubFetch(byUrl({ '/api/public/featured-translators': { body: [] } }));
    renderSite('/translators');
    expect(await screen.findByText(/Öne çıkan tercüman henüz yok/)).toBeInTheDocument();
  });
});
