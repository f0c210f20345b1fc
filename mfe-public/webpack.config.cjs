const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_public',
  port: 3001,
  exposes: { './app': './src/expose/app.tsx' },
});
