// The one list of shared singletons, used by the shell and all four remotes.
const sharedUi = require('../../shared-ui/package.json');

const versionOf = (name) => require(`${name}/package.json`).version;
const singleton = (name) => ({ singleton: true, requiredVersion: `^${versionOf(name)}` });

module.exports = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  // Only the part of react-router the front ends import (react-router-entry.mjs), not the whole package.
  'react-router-dom': {
    ...singleton('react-router-dom'),
    import: require.resolve('./react-router-entry.mjs'),
    version: versionOf('react-router-dom'),
  },
  swr: singleton('swr'),
  i18next: singleton('i18next'),
  'react-i18next': singleton('react-i18next'),
  'shared-ui': { singleton: true, requiredVersion: `^${sharedUi.version}`, version: sharedUi.version },
};
