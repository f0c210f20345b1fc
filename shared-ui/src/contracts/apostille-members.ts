/**
 * Where a Turkish document's translation takes an apostille: the states in which the Hague Apostille Convention
 * (Convention of 5 October 1961 Abolishing the Requirement of Legalisation for Foreign Public Documents) is in force,
 * as ISO 3166-1 alpha-2 codes. Türkiye is a party (in force since 29 September 1985).
 *
 * Source: HCCH status table, https://www.hcch.net/en/instruments/conventions/status-table/?cid=41 — compiled from
 * it as known to us on 2026-11-25 (our machines have no network, so it was not re-read that day). Hong Kong and
 * Macao apply it as parts of China; the Cook Islands and Niue as states of their own. States whose accession has
 * been signed but is not in force yet are left out. To update: add or remove a code here, change the date below,
 * and run the planner's tests (legalisation.test.ts), which pin a few members and non-members.
 */
export const apostilleMembersAsOf = '2026-11-25';

// A table: twenty codes a line read better than one a line.
// prettier-ignore
export const apostilleMembers: readonly string[] = [
  'AD', 'AG', 'AL', 'AM', 'AR', 'AT', 'AU', 'AZ', 'BA', 'BB', 'BE', 'BG', 'BH', 'BI', 'BN', 'BO', 'BR', 'BS',
  'BW', 'BY', 'BZ', 'CA', 'CH', 'CK', 'CL', 'CN', 'CO', 'CR', 'CV', 'CY', 'CZ', 'DE', 'DK', 'DM', 'DO', 'EC',
  'EE', 'ES', 'FI', 'FJ', 'FR', 'GB', 'GD', 'GE', 'GR', 'GT', 'GY', 'HK', 'HN', 'HR', 'HU', 'ID', 'IE', 'IL',
  'IN', 'IS', 'IT', 'JM', 'JP', 'KG', 'KN', 'KR', 'KZ', 'LC', 'LI', 'LR', 'LS', 'LT', 'LU', 'LV', 'MA', 'MC',
  'MD', 'ME', 'MH', 'MK', 'MN', 'MO', 'MT', 'MU', 'MW', 'MX', 'NA', 'NI', 'NL', 'NO', 'NU', 'NZ', 'OM', 'PA',
  'PE', 'PH', 'PK', 'PL', 'PT', 'PW', 'PY', 'RO', 'RS', 'RU', 'RW', 'SA', 'SC', 'SE', 'SG', 'SI', 'SK', 'SM',
  'SR', 'ST', 'SV', 'SZ', 'TJ', 'TN', 'TO', 'TR', 'TT', 'UA', 'US', 'UY', 'UZ', 'VC', 'VE', 'VU', 'WS', 'XK',
  'ZA',
];

/** Every country a document may be used in, for the planner's list (names come from shared-ui/countries). */
// prettier-ignore
export const plannerCountries: readonly string[] = [
  'AF', 'AL', 'DZ', 'AD', 'AO', 'AG', 'AR', 'AM', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ',
  'BJ', 'BT', 'BO', 'BA', 'BW', 'BR', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'CF', 'TD', 'CL', 'CN',
  'CO', 'KM', 'CG', 'CD', 'CR', 'CI', 'HR', 'CU', 'CY', 'CZ', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ',
  'ER', 'EE', 'SZ', 'ET', 'FJ', 'FI', 'FR', 'GA', 'GM', 'GE', 'DE', 'GH', 'GR', 'GD', 'GT', 'GN', 'GW', 'GY',
  'HT', 'HN', 'HU', 'IS', 'IN', 'ID', 'IR', 'IQ', 'IE', 'IL', 'IT', 'JM', 'JP', 'JO', 'KZ', 'KE', 'KI', 'KP',
  'KR', 'KW', 'KG', 'LA', 'LV', 'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT',
  'MH', 'MR', 'MU', 'MX', 'FM', 'MD', 'MC', 'MN', 'ME', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NZ', 'NI',
  'NE', 'NG', 'MK', 'NO', 'OM', 'PK', 'PW', 'PA', 'PG', 'PY', 'PE', 'PH', 'PL', 'PT', 'QA', 'RO', 'RU', 'RW',
  'KN', 'LC', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN', 'RS', 'SC', 'SL', 'SG', 'SK', 'SI', 'SB', 'SO', 'ZA', 'SS',
  'ES', 'LK', 'SD', 'SR', 'SE', 'CH', 'SY', 'TJ', 'TZ', 'TH', 'TL', 'TG', 'TO', 'TT', 'TN', 'TR', 'TM', 'TV',
  'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VA', 'VE', 'VN', 'YE', 'ZM', 'ZW', 'PS', 'TW', 'XK', 'HK',
  'MO', 'CK', 'NU',
];
