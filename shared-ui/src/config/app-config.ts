/** Run-time settings the server writes into index.html as <meta name="app-config">; nothing is baked into a build. */
export interface AppConfig {
  siteName: string;
  whatsappNumber: string;
  analyticsId: string | null;
  siteEmail: string;
  /** The office's phone from the admin's site settings; empty when none is set. */
  contactPhone: string;
  /** The office's postal address from the admin's site settings (legal_address); empty when none is set. */
  officeAddress: string;
}

const defaults: AppConfig = {
  siteName: 'Tercüme Odası',
  whatsappNumber: '905555555555',
  analyticsId: null,
  siteEmail: 'info@tercumeodasi.com.tr',
  contactPhone: '',
  officeAddress: '',
};

let cached: AppConfig | undefined;
export function appConfig(): AppConfig {
  if (cached) return cached;
  const raw =
    typeof document === 'undefined' ? null : document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  try {
    cached = { ...defaults, ...(raw ? (JSON.parse(raw) as Partial<AppConfig>) : {}) };
  } catch {
    cached = defaults;
  }
  return cached;
}

/** The server's render of the first screen (ssr/) has no document: it hands over the settings it writes. */
export function provideAppConfig(config: AppConfig): void {
  cached = { ...defaults, ...config };
}

/** A wa.me link with a prefilled message. */
export function whatsappLink(message: string): string {
  return `https://wa.me/${appConfig().whatsappNumber}?text=${encodeURIComponent(message)}`;
}
