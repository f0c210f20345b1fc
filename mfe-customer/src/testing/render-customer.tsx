import { clearSession, setSession, type CustomerJobDto, type Role } from 'shared-ui';
import { customerJobTabOf, customerJobTabs, type CustomerJobTab } from 'shared-ui/contracts';
import { renderWithProviders, type Reply } from 'shared-ui/testing';
import App from '../expose/app';

/** Signs in as `role` (or out, with null), the way the shell stores a session. */
export function signInAs(role: Role | null): void {
  if (role === null) clearSession();
  else setSession({ token: 't', user: { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', role } });
}

/** The remote's routes at `url` with what the shell provides (shared-ui's test harness). */
export function renderCustomer(url: string) {
  return renderWithProviders(<App />, { url });
}

/** A customer job as GET /user/jobs answers it; override what a test is about. */
export function job(id: number, over: Partial<CustomerJobDto> = {}): CustomerJobDto {
  return {
    id,
    code: `JOB-${String(id).padStart(6, '0')}`,
    file_name: `1700000000-belge-${id}.pdf`,
    display_name: `belge-${id}.pdf`,
    file_url: `/api/download/documents/1700000000-belge-${id}.pdf?sig=x`,
    description: 'Tapu kaydı',
    source_lang: 'Osmanlıca',
    target_lang: 'Türkçe',
    translation_type: 'sworn',
    specialization: 'general',
    hat_tur_id: null,
    hat_tur_name: null,
    legalisation_country: null,
    legalisation_route: null,
    ottoman_output: null,
    page_count: null,
    legibility: null,
    name_sheet: [],
    completion_checklist: null,
    delivery_date: '2099-01-10',
    status: 'waiting',
    is_paid: false,
    output_files: [],
    output_upload_date: null,
    created_at: '2025-01-01T10:00:00.000Z',
    offers_count: 0,
    admin_price: null,
    paid_at: null,
    payment_notified_at: null,
    translator_name: null,
    assigned_translator_id: null,
    assigned_translator_name: null,
    ...over,
  };
}

export const languages = [
  { id: 1, name: 'Osmanlıca' },
  { id: 2, name: 'Türkçe' },
  { id: 3, name: 'İngilizce' },
];

/** "GET /user/jobs?…" for one page of a tab, as the panel asks for it; `sort` is e.g. "&sort=id&order=asc". */
export const jobsRoute = (tab: CustomerJobTab, page = 1, sort = '') =>
  `GET /user/jobs?tab=${tab}&page=${page}&pageSize=5${sort}`;

/** The first page of each tab as the server would answer for `jobs`: split by state, 5 at most, every tab counted. */
export function firstPagesOf(jobs: CustomerJobDto[]): Record<string, Reply> {
  const inTab = (tab: CustomerJobTab) => jobs.filter((j) => customerJobTabOf(j.status) === tab);
  const tabs = { active: inTab('active').length, done: inTab('done').length, cancelled: inTab('cancelled').length };
  return Object.fromEntries(
    customerJobTabs.map((tab) => [
      jobsRoute(tab),
      { body: { jobs: inTab(tab).slice(0, 5), total: tabs[tab], page: 1, pageSize: 5, tabs } },
    ]),
  );
}
