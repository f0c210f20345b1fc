// `shared-ui/language-names`: not part of the federation singleton (only the bare `shared-ui` is shared), so each
// panel bundles it into its own lazily loaded chunks and the public site's start-up JavaScript does not carry it.
export { publicLanguagesKey, useLanguageName } from './use-language-name';
export { publicScriptTypesKey, useScriptTypeName } from './use-script-type-name';
