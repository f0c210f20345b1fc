const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_customer',
  port: 3002,
  exposes: { './app': './src/expose/app.tsx' },
});
