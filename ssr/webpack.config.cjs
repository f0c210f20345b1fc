// The server bundle: the shell's layout and the public remote's screens, compiled together for Node, which the API
// loads to write a page's first screen into index.html. Built with the front ends (scripts/build-frontends.mjs). It
// takes the shell and the public remote through the `./server` export each declares (their package.json).
const path = require('node:path');
const webpack = require('webpack');
const { scriptRule, cssLoader, resolveOptions } = require('../tooling/webpack/create-config.cjs');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: __dirname,
    entry: { 'render-page': './src/index.ts' },
    devtool: false,
    output: {
      path: path.join(__dirname, 'dist'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // the browser builds' asset URLs: a remote's files are served under /remotes/<package>/
      publicPath: '/remotes/mfe-public/',
      clean: true,
    },
    resolve: resolveOptions(),
    module: {
      rules: [
        scriptRule(production),
        { test: /\.css$/, use: [require.resolve('../tooling/webpack/ssr-style-loader.cjs'), cssLoader(production)] },
        { test: /\.(png|jpe?g|svg|webp|mp3|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // readable stack traces in the server's log; nothing here is downloaded
    optimization: { minimize: false },
    plugins: [
      // one file: the lazy screens are compiled in, ready when the first request comes
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.NormalModuleReplacementPlugin(/^\.\/registry$/, (resource) => {
        if (resource.context.endsWith(path.join('shell', 'src', 'remotes'))) {
          resource.request = path.join(__dirname, 'src', 'public-remote.ts');
        }
      }),
    ],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  };
};
