// webpack config for the shell (host) and the four remotes; each package's webpack.config.cjs calls this.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedEntryAliases, ...shared } = require('./mf-shared.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { ScreenChunksPlugin } = require('./screen-chunks-plugin.cjs');
const { StartupChunksPlugin } = require('./startup-chunks-plugin.cjs');
const MinimizerPlugin = require('minimizer-webpack-plugin');

/**
 * The shell's shared singletons go into its main.js: the shell needs every one of them before its first
 * render, and as async chunks they were sixteen more requests. The remotes still take them from the share scope.
 */
const eagerly = (shared) =>
  Object.fromEntries(Object.entries(shared).map(([key, cfg]) => [key, { ...cfg, eager: true }]));

/**
 * The plugin that hands the shell's federation runtime to the remotes (`provideExternalRuntime`) is added by
 * `require.resolve`, so it came in as CommonJS and pulled in a CommonJS copy of runtime-core, the sdk and the error
 * codes beside the ES module copy the bundler runtime uses: two federation runtimes in main.js. Its ES module
 * build imports the same packages as everyone else.
 */
const esmFederationRuntime = () =>
  new webpack.NormalModuleReplacementPlugin(
    /@module-federation[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
    (resource) => {
      resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
    },
  );

const resolveOptions = () => ({
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  alias: {
    ...sharedEntryAliases,
    'use-sync-external-store/shim$': path.join(__dirname, 'use-sync-external-store-shim.mjs'),
  },
});

/** TypeScript and JSX through swc, for the browser builds and the server bundle (ssr/) alike. */
const scriptRule = (production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2020',
      },
    },
  },
});

/**
 * CSS modules' class names are hashed from the file's path relative to the repository, not to the package being
 * built: the server bundle (ssr/) compiles the shell's and the public remote's files together and must name their
 * classes as the browser builds do, or its HTML would not match their stylesheets.
 */
const cssLoader = (production) => ({
  loader: 'css-loader',
  options: {
    // css-loader follows `devtool`: in production that put every stylesheet's source map, with the stylesheet again
    // as its source, into the JS, and style-loader base64-encoded it at start-up. Production JS keeps its
    // own source maps; the CSS maps are for development.
    sourceMap: !production,
    modules: {
      auto: /\.module\.css$/,
      localIdentName: production ? '[hash:base64:8]' : '[name]__[local]',
      localIdentContext: path.join(__dirname, '..', '..'),
      namedExport: false,
      exportLocalsConvention: 'as-is',
    },
  },
});

/** The builds whose every stylesheet a server-drawn page carries already (ssr/, insert-style.cjs). */
const drawnOnServer = new Set(['shell', 'mfe_public']);
const styleLoader = (pkg) =>
  drawnOnServer.has(pkg.name)
    ? { loader: 'style-loader', options: { insert: require.resolve('./insert-style.cjs') } }
    : 'style-loader';

/**
 * @param {{ dir: string, name: string, port: number, exposes?: Record<string,string>, host?: boolean }} pkg
 */
function createConfig(pkg) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: pkg.dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(pkg.dir, 'dist'),
        publicPath: pkg.host ? '/' : 'auto',
        filename: '[name].js', // the federation runtime cannot template a content hash here; entries are served no-cache
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: pkg.name,
        clean: true,
      },
      resolve: resolveOptions(),
      module: {
        rules: [
          scriptRule(production),
          { test: /\.css$/, use: [styleLoader(pkg), cssLoader(production)] },
          { test: /\.(png|jpe?g|svg|webp|mp3|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: pkg.name,
          filename: pkg.host ? undefined : 'remoteEntry.js',
          exposes: pkg.exposes,
          remotes: pkg.host ? {} : undefined,
          shared: pkg.host ? eagerly(shared) : shared,
          runtimePlugins: [require.resolve('./singletons-unchecked.ts')],
          manifest: pkg.host ? false : true,
          dts: false,
          // In production the shell hands its federation runtime to the remotes, so a remote's entry does not carry
          // a second copy (~24 KB brotli on every page). A remote run alone in development keeps its own.
          experiments: {
            ...(production && (pkg.host ? { provideExternalRuntime: true } : { externalRuntime: true })),
            optimization: { target: 'web' },
          },
        }),
        ...(pkg.host
          ? [
              new HtmlWebpackPlugin({
                template: './src/index.html',
                scriptLoading: 'defer',
                // the server cuts the splash out between its <!--splash--> markers, so those comments stay
                minify: production && {
                  collapseWhitespace: true,
                  removeComments: true,
                  ignoreCustomComments: [/^\/?splash$/],
                  minifyCSS: true,
                  keepClosingSlash: true,
                },
              }),
              new StartupChunksPlugin(),
              new CopyWebpackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
            ]
          : [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'standalone.html'),
                filename: 'standalone.html',
                scriptLoading: 'defer',
              }),
              new ScreenChunksPlugin(),
            ]),
        ...(production && pkg.host ? [esmFederationRuntime()] : []),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      // webpack 5.111 minifies .html assets itself (experiments.html defaults to 'auto'), after html-webpack-plugin:
      // it dropped the <!--splash--> markers the server cuts the splash out by, so every load showed the splash.
      optimization: {
        minimizeOptions: { html: false },
        // swc's minifier instead of terser (webpack's default): a remote builds in a fifth of the time (mfe-admin
        // 94 → 21 s on this machine) into slightly smaller files, which is most of a first `npm start` and of CI.
        minimizer: [
          new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
        ],
      },
      performance: { hints: false },
      // The manifest plugin reports that publicPath 'auto' resolves at run time, which is what we want.
      infrastructureLogging: { level: 'error' },
      devServer: {
        port: pkg.port,
        historyApiFallback: pkg.host ? true : { index: '/standalone.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: pkg.host
          ? [{ context: ['/api', '/uploads', '/mf-remotes.json'], target: 'http://localhost:8080' }]
          : undefined,
      },
    };
  };
}

module.exports = createConfig;
module.exports.scriptRule = scriptRule;
module.exports.cssLoader = cssLoader;
module.exports.resolveOptions = resolveOptions;
