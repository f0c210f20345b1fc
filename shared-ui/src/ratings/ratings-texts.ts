// `shared-ui`, not a relative path: this subpath is bundled into the panels' own chunks, and only the package name
// reaches the federation singleton whose i18n instance renders the site.
import { registerNamespace } from 'shared-ui';
import { ratingsEn } from './locales/en';
import { ratingsTr } from './locales/tr';

/** The namespace of the rating display; importing the constant registers its texts. */
export const ratingsNs = 'ratings';
registerNamespace(ratingsNs, { tr: ratingsTr, en: ratingsEn });
