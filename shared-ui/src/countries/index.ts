// `shared-ui/countries`: not part of the federation singleton (only the bare `shared-ui` is shared), so the
// screens that name countries (the phone field, the order form, the panels' job facts) bundle it into their own
// lazily loaded chunks and the public site's start-up JavaScript does not carry it.
export { countryCodes, countryName, countryNamesIn } from './country-names';
