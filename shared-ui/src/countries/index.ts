// `shared-ui/countries`: not part of the federation singleton (only the bare `shared-ui` is shared), so the
// screens that name countries (the phone field, the order form, the panels' job facts) bundle it into their own
// lazily loaded chunks and the public site's start-up JavaScript does not carry it.
// The table itself lives among the contracts (contracts/country-names.ts), where the profile's country check reads
// it; this subpath stays the way screens import it.
export { countryCodes, countryName, countryNamesIn, countryOptions } from '../contracts/country-names';
