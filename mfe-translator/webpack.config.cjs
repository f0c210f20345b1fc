const createConfig = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_translator',
  port: 3003,
  exposes: { './app': './src/expose/app.tsx' },
});
