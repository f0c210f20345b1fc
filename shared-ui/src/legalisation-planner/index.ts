// `shared-ui/legalisation-planner`: not part of the federation singleton (only the bare `shared-ui` is shared), so
// each remote bundles it into the lazily loaded chunk of the screen that imports it.
export { LegalisationPlanner } from './legalisation-planner';
export { plannerCountryOptions } from './planner-country-options';
export { rememberCountry, rememberedCountry } from './remembered-country';
