import { screen } from '@testing-library/react';
import '../index';
import { renderWithProviders } from 'shared-ui/testing';
import { adminJob } from '../testing/job-fixture';
import { JobSummary } from './job-summary';

describe("the admin's job summary", () => {
  it('names the country of use and the legalisation route the customer chose', () => {
    renderWithProviders(<JobSummary job={adminJob({ legalisation_country: 'IQ', legalisation_route: 'consular' })} />, {
      language: 'tr',
    });
    expect(screen.getByText('Kullanılacağı ülke').nextSibling).toHaveTextContent(
      'Irak — noter + Dışişleri + konsolosluk',
    );
  });

  it('says it in English, and leaves the line out when the customer did not say', () => {
    const { unmount } = renderWithProviders(
      <JobSummary job={adminJob({ legalisation_country: 'DE', legalisation_route: 'apostille' })} />,
      { language: 'en' },
    );
    expect(screen.getByText('Country of use').nextSibling).toHaveTextContent('Germany — notary + apostille');
    unmount();
    renderWithProviders(<JobSummary job={adminJob()} />, { language: 'en' });
    expect(screen.queryByText('Country of use')).not.toBeInTheDocument();
  });
});
