const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_admin',
  port: 3004,
  exposes: { './app': './src/expose/app.tsx' },
});
