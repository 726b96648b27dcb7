// One webpack factory for the shell and every remote: each app's webpack.config.cjs is three lines calling it.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SHELL, appByPkg, presentRemotes, SHARED_SINGLETONS, CHAPTER_SHARED_VERSION, CHAPTER_SHARED_RANGE, API_DEV_TARGET } = require('./apps.cjs');
const { StartAssetsPlugin } = require('./startAssets.cjs');
const { StartScriptPlugin, startScriptOf } = require('./startScript.cjs');

/** Shared singletons with the caret ranges the app's package.json declares (a subpath takes its package's range). */
const ROUTER_FACADE = path.join(__dirname, '..', 'src', 'router', 'react-router-dom.ts');

const RXJS_FACADE = path.join(__dirname, '..', 'src', 'rx', 'rxjs.ts');
// The real package's ES module build, for the facade alone (its own 'rxjs' import would hit the alias).
const RXJS_ESM = path.join(path.dirname(require.resolve('rxjs/package.json', { paths: [path.dirname(RXJS_FACADE)] })), 'dist', 'esm', 'index.js');

// react-router's package exports name only its development build (remix-run/react-router#12532, #14102): dev-only
// warnings and checks, a larger file, slower to run. A production build takes the production files it ships beside it.
const ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json', { paths: [path.dirname(ROUTER_FACADE)] })),
  'dist',
  'production',
  'index.mjs',
);
const routerAliases = (production) => ({
  'react-router-dom$': ROUTER_FACADE,
  ...(production ? { 'react-router$': ROUTER_PRODUCTION } : {}),
  rxjs$: RXJS_FACADE,
  '@chapter/rxjs-package$': RXJS_ESM,
});

// The year the prerendered pages were drawn in (their footer's ©): the render that hydrates them says the same.
const BUILD_YEAR = String(new Date().getFullYear());

// The schema modules only build yup schemas (their index says so), so a page that imports one schema from
// '@chapter/shared/schemas' gets that module alone, not every schema of the app built while the page hydrates.
const PURE_SCHEMAS = { include: path.join(__dirname, '..', 'src', 'schemas'), sideEffects: false };

/** The real package's version behind a facade, which would otherwise announce @chapter/shared's. */
function packageVersion(name, facade) {
  return require(require.resolve(`${name}/package.json`, { paths: [path.dirname(facade)] })).version;
}

function sharedConfig(pkg) {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const request of SHARED_SINGLETONS) {
    const owner = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    const requiredVersion = owner === '@chapter/shared' ? CHAPTER_SHARED_RANGE : deps[owner];
    if (!requiredVersion) throw new Error(`${pkg.name} must depend on ${owner} (a shared singleton)`);
    shared[request] = { singleton: true, requiredVersion };
    if (request === 'react-router-dom') shared[request].version = packageVersion('react-router', ROUTER_FACADE);
    if (request === 'rxjs') shared[request].version = packageVersion('rxjs', RXJS_FACADE);
    // The kit announces its own version, so a remote built against a newer kit is visible as such.
    if (request === '@chapter/shared') shared[request].version = CHAPTER_SHARED_VERSION;
  }
  return shared;
}

/** The remotes' dev manifests, for the shell's dev server (only remotes whose package exists). */
function devRemotes() {
  return Object.fromEntries(presentRemotes().map((remote) => [remote.name, `http://localhost:${remote.port}/mf-manifest.json`]));
}

/** Brotli and gzip copies of the text assets (not the source maps), at their best settings: built once, served many times. */
function precompressed() {
  const test = /\.(js|css|html|json|svg|txt)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 512,
      minRatio: 0.9,
    }),
    new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 512, minRatio: 0.9 }),
  ];
}

const DESCRIPTION =
  "The members' app of the university's student coding chapter: points, monthly leaderboards, practice sets, resources, roadmaps and a calendar of contests.";

// The manifest, home-screen icon and theme colour (the theme's primary, as the manifest's) of the installable app: docs/pwa.md.
// `scripts`: the host's own script tags (a remote's dev page has its scripts injected by HtmlWebpackPlugin).
function html(title, scripts = '') {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="apple-touch-icon" href="/icons/icon-192.png">
<meta name="theme-color" content="#007a55">
<title>${title}</title>
<meta name="description" content="${DESCRIPTION}">
${scripts}</head>
<body><div id="root"></div></body>
</html>`;
}

/**
 * The host's page loads its start script alone (shared/build/startScript.cjs); `data-app` names the entry's files, which
 * the start script loads, in order, when the app starts (docs/architecture.md, "The start script").
 */
function hostScripts({ compilation, htmlWebpackPlugin }) {
  return `<script defer src="/${startScriptOf(compilation)}" data-app="${htmlWebpackPlugin.files.js.join(' ')}"></script>\n`;
}

/** Test builds (FEDERATION_PROBE=on) carry the federation probe; what users download does not. */
const probe = () => (process.env.FEDERATION_PROBE === 'on' ? 'on' : 'off');

/**
 * The app's name, port and title come from its declaration (shared/src/areas/areas.json), found by its folder.
 * @param {{ dir: string, exposes?: Record<string,string>, env?: Record<string,unknown>, argv?: { mode?: string } }} options
 */
function createWebpackConfig({ dir, exposes, env = {}, argv = {} }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const app = appByPkg(path.basename(dir));
  const { name, port } = app;
  const isHost = app === SHELL;
  const title = isHost ? app.title : `Chapter · ${app.title} (${app.pkg} dev host)`;
  const production = (argv.mode || process.env.NODE_ENV) === 'production';
  const serving = Boolean(env.WEBPACK_SERVE);
  // A remote's own page (its dev host) is only needed while its team runs it alone.
  const withPage = isHost || serving;

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: withPage ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist'),
      // The host must use '/': with 'auto', deep links such as /leaderboard/overall load chunks from the wrong folder.
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      // server/ holds the node build of the app's prerender entry, written by the sibling config in the same run.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // The router singleton is a re-export of the browser API only, so the shared chunk is tree-shaken.
      alias: routerAliases(production),
    },
    module: {
      rules: [
        PURE_SCHEMAS,
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposes || { './App': './src/App.tsx' } }),
        // Remotes are registered at run time from remotes.json: none is known at build time.
        manifest: !isHost,
        dts: false,
        // Nothing waits for every remote's entry at start-up: a remote that does not answer stalls only its own area.
        shareStrategy: 'loaded-first',
        shared: sharedConfig(pkg),
        // One federation runtime per page: the shell hands its runtime-core to the remotes, whose entries would
        // otherwise each carry and run their own copy (about 60 KB of script). A remote served alone by its dev
        // server is its own host, so it keeps its copy.
        // `target: 'web'`: the runtime's code for Node (its script loaders, its module evaluation through vm) is left
        // out of the browser's build.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : serving ? {} : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.BUILD_ID': JSON.stringify(process.env.BUILD_ID || 'dev'),
        'process.env.BUILD_YEAR': JSON.stringify(BUILD_YEAR),
        'process.env.FEDERATION_PROBE': JSON.stringify(probe()),
      }),
      ...(isHost
        ? [
            new StartScriptPlugin({ entry: './src/start.ts', filename: production ? 'start.[contenthash:8].js' : 'start.js' }),
            new HtmlWebpackPlugin({ templateContent: (parameters) => html(title, hostScripts(parameters)), inject: false }),
            new StartAssetsPlugin(),
          ]
        : []),
      ...(withPage && !isHost ? [new HtmlWebpackPlugin({ templateContent: html(title), inject: 'head' })] : []),
      // Every text asset also as .br and .gz, written once at build time; the server sends the one the browser takes.
      ...(production ? precompressed() : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: {} } })],
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
      proxy: [{ context: ['/api'], target: API_DEV_TARGET, changeOrigin: true }],
      setupMiddlewares: (middlewares) => {
        if (isHost) {
          middlewares.unshift({
            name: 'remotes-json',
            path: '/remotes.json',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(devRemotes()));
            },
          });
        }
        return middlewares;
      },
    },
  };
}

/**
 * The node build of an app's prerender entry (`src/prerender.tsx`), for scripts/prerender.mjs, which renders the
 * public pages to HTML at build and deploy time (README, "Prerendered pages"). Written to `<output>/server/prerender.cjs`,
 * one file (no chunks), CommonJS. The shell's build bundles every shared singleton and hands them out, as the page's
 * federation runtime does; a remote's build leaves them external, so at render time it gets the deployed shell's copies:
 * one React, one styled-components sheet, one router and one kit, as in the browser.
 * @param {{ dir: string, env?: Record<string,unknown>, argv?: { mode?: string } }} options
 */
function createPrerenderConfig({ dir, argv = {} }) {
  const app = appByPkg(path.basename(dir));
  const production = (argv.mode || process.env.NODE_ENV) === 'production';
  const isHost = app === SHELL;
  const outputDir = process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist');
  return {
    name: `${app.pkg}-prerender`,
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: dir,
    entry: { prerender: './src/prerender.tsx' },
    devtool: false,
    output: { path: path.join(outputDir, 'server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: routerAliases(production),
    },
    externals: isHost ? [] : [({ request }, callback) => (SHARED_SINGLETONS.includes(request) ? callback(null, `commonjs ${request}`) : callback())],
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
          },
        },
      ],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        'process.env.BUILD_ID': JSON.stringify(process.env.BUILD_ID || 'dev'),
        'process.env.BUILD_YEAR': JSON.stringify(BUILD_YEAR),
        'process.env.FEDERATION_PROBE': JSON.stringify('off'),
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** The app's webpack config; with a prerender entry, a production build also makes its node build (see above). */
function createAppConfigs(options) {
  const browser = createWebpackConfig(options);
  const serving = Boolean(options.env?.WEBPACK_SERVE);
  const hasPrerender = fs.existsSync(path.join(options.dir, 'src', 'prerender.tsx'));
  return hasPrerender && browser.mode === 'production' && !serving ? [browser, createPrerenderConfig(options)] : browser;
}

module.exports = { createWebpackConfig, createPrerenderConfig, createAppConfigs, sharedConfig };
