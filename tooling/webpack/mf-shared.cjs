// The one list of shared singletons, used by the shell and all four remotes.
const path = require('node:path');
const sharedUi = require('../../shared-ui/package.json');

const versionOf = (name) => require(`${name}/package.json`).version;
const singleton = (name) => ({ singleton: true, requiredVersion: `^${versionOf(name)}` });

/**
 * A singleton whose shared module is a file of ours re-exporting the names the front ends use. A shared
 * module is built whole: its consumers are in other builds, so webpack cannot drop what none of them uses. Built
 * from such a file, it is tree-shaken like any module. Consumers still import the package by its name.
 */
const narrowed = (name, entry) => ({ ...singleton(name), import: require.resolve(entry), version: versionOf(name) });

/**
 * A narrowed entry that shares its package under the package's own name cannot import that name: the import would
 * be the shared module itself. It imports the package's ES build by this alias instead (create-config.cjs).
 */
const esBuild = (name, file) => path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
const sharedEntryAliases = { 'react-i18next-package$': esBuild('react-i18next', 'dist/es/index.js') };

module.exports = {
  sharedEntryAliases,
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  // Only the part of react-router the front ends import (react-router-entry.mjs), not the whole package.
  'react-router-dom': narrowed('react-router-dom', './react-router-entry.mjs'),
  swr: singleton('swr'),
  i18next: singleton('i18next'),
  'react-i18next': narrowed('react-i18next', './react-i18next-entry.mjs'),
  'shared-ui': { singleton: true, requiredVersion: `^${sharedUi.version}`, version: sharedUi.version },
};
