import { screen } from '@testing-library/react';
import type { JobMessageDto } from 'shared-ui';
import { byUrl, renderWithProviders, stubFetch } from 'shared-ui/testing';
import { JobMessages } from './job-messages';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { jobsTexts } from '../jobs-texts';

registerFeatureTexts(jobsTexts);

const message = (id: number, side: JobMessageDto['side'], body: string): JobMessageDto => ({
  id,
  side,
  author_name: side === 'customer' ? 'Ayşe Kaya' : null,
  body,
  files: [],
  created_at: '2026-11-20T09:30:00.000Z',
  read_at: null,
});

const serve = (messages: JobMessageDto[]) => stubFetch(byUrl({ '/api/admin/jobs/5/messages': { body: messages } }));

describe("the admin's message thread of a job", () => {
  it('speaks to the office in English, not to the customer', async () => {
    serve([]);
    renderWithProviders(<JobMessages jobId={5} />, { language: 'en' });
    expect(await screen.findByText(/No messages with the customer about this job yet/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message to the customer' })).toBeInTheDocument();
    expect(screen.queryByText(/your question/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });

  it('speaks to the office in Turkish, and names the office and the customer as authors', async () => {
    serve([message(1, 'customer', 'Ne zaman biter?'), message(2, 'office', 'Yarın teslim edilecek.')]);
    renderWithProviders(<JobMessages jobId={5} />, { language: 'tr' });
    expect(await screen.findByText('Ne zaman biter?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Müşteriye mesaj' })).toBeInTheDocument();
    const authors = screen.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);
    expect(authors).toEqual(['Ayşe Kaya', 'Ofis']);
    expect(screen.queryByText('Siz')).not.toBeInTheDocument();
  });

  it('keeps the empty thread in Turkish for the office', async () => {
    serve([]);
    renderWithProviders(<JobMessages jobId={5} />, { language: 'tr' });
    expect(await screen.findByText(/Bu iş için müşteriyle henüz yazışılmadı/)).toBeInTheDocument();
    expect(screen.queryByText(/Sorunuzu/)).not.toBeInTheDocument();
  });
});
