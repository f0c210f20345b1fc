// `shared-ui/date-converter`: not part of the federation singleton (only the bare `shared-ui` is shared), so each
// remote bundles it into the lazily loaded chunk of the screen that imports it, and no page pays for it up front.
export { DateConverter } from './date-converter';
