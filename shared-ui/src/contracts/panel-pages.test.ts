import { limits } from './common';
import { panelPageData, panelPageFor } from './panel-pages';

const screenOf = (pathname: string) => {
  const page = panelPageFor(pathname)?.page;
  return page ? `${page.remote} ${page.screen}` : null;
};

describe('the panel pages table', () => {
  it("names the customer's screens: the panel, a job's page and the payment page", () => {
    expect(screenOf('/panel/user')).toBe('mfe_customer user-panel-screen');
    expect(screenOf('/panel/user/')).toBe('mfe_customer user-panel-screen');
    expect(screenOf('/panel/user/jobs/42')).toBe('mfe_customer job-page-screen');
    expect(screenOf('/odeme/42')).toBe('mfe_customer payment-screen');
  });

  it('names the translator panel on every tab', () => {
    expect(screenOf('/panel/translator')).toBe('mfe_translator translator-panel-route');
    expect(screenOf('/panel/translator/anything')).toBe('mfe_translator translator-panel-route');
  });

  it('names an admin section by its address, and the dashboard where the panel sends an address naming none', () => {
    expect(screenOf('/panel/admin/isler')).toBe('mfe_admin jobs-section');
    expect(screenOf('/panel/admin/site-ayarlari')).toBe('mfe_admin site-settings-section');
    expect(screenOf('/panel/admin/dashboard')).toBe('mfe_admin dashboard-section');
    expect(screenOf('/panel/admin')).toBe('mfe_admin dashboard-section');
    expect(screenOf('/panel/admin/jobs')).toBe('mfe_admin dashboard-section');
  });

  it('knows no page of the public remote, nor a customer address no route takes', () => {
    for (const p of ['/', '/login', '/settings', '/panelist', '/odemeler', '/odeme', '/panel/user/jobs']) {
      expect({ p, screen: screenOf(p) }).toEqual({ p, screen: null });
    }
  });

  it("gives a page's first API answers with its address's parameters, and none for an address with a query", () => {
    expect(panelPageData('/odeme/42', '')).toEqual(['/user/job/42']);
    expect(panelPageData('/panel/user/jobs/7', '')).toEqual(['/user/job/7', '/user/job/7/timeline']);
    expect(panelPageData('/panel/admin/isler', '')).toEqual([
      '/settings/two-step',
      '/admin/jobs?page=1&pageSize=10',
      '/admin/deadline-requests',
    ]);
    expect(panelPageData('/panel/admin/sayfalar', '')).toEqual(['/settings/two-step']);
    expect(panelPageData('/panel/translator', '?tab=offered')).toEqual([]);
    expect(panelPageData('/login', '')).toEqual([]);
  });

  it("asks for the customer's waiting jobs a page as large as the server allows", () => {
    expect(panelPageData('/panel/user', '')[0]).toBe(`/user/jobs?tab=active&page=1&pageSize=${limits.pageSizeMax}`);
  });
});
