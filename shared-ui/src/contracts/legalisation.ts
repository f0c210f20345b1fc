import { apostilleMembers, plannerCountries } from './apostille-members';

/**
 * The legalisation planner: how a Turkish document, translated by us, becomes usable in a country.
 *   - in Türkiye itself: sworn translation → notary;
 *   - in a state of the Hague Apostille Convention: sworn translation → notary → apostille;
 *   - elsewhere: sworn translation → notary → Ministry of Foreign Affairs → that country's consulate.
 * The steps' texts (who, how long, what to bring) live with the planner's screen part, in both languages.
 */
export type LegalisationRoute = 'domestic' | 'apostille' | 'consular';
export type LegalisationStep = 'sworn' | 'notary' | 'apostille' | 'ministry' | 'consulate';

export const HOME_COUNTRY = 'TR';

const members = new Set(apostilleMembers);
const known = new Set(plannerCountries);

export function isPlannerCountry(code: string): boolean {
  return known.has(code);
}

export function legalisationRouteOf(country: string): LegalisationRoute {
  if (country === HOME_COUNTRY) return 'domestic';
  return members.has(country) ? 'apostille' : 'consular';
}

export const legalisationSteps: Record<LegalisationRoute, readonly LegalisationStep[]> = {
  domestic: ['sworn', 'notary'],
  apostille: ['sworn', 'notary', 'apostille'],
  consular: ['sworn', 'notary', 'ministry', 'consulate'],
};

export { apostilleMembers, apostilleMembersAsOf, plannerCountries } from './apostille-members';
