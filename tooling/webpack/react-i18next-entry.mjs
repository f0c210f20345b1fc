// What the front ends use of react-i18next, and all that the shared `react-i18next` singleton carries (see
// mf-shared.cjs and react-router-entry.mjs): not the ICU components, the SSR helpers or the HOCs. A name missing here
// fails lint (eslint.config.mjs reads this list). `react-i18next-package` is the package itself (an alias in
// mf-shared.cjs): importing `react-i18next` here would import this shared module.
export { I18nextProvider, Trans, initReactI18next, useTranslation } from 'react-i18next-package';
