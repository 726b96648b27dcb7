const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfigs } = require('@chapter/shared/webpack');

/**
 * The service worker (docs/pwa.md): src/sw/sw.ts, built by Workbox's InjectManifest with the list of the shell's own
 * hashed chunks (and CSS, if any) to precache, emitted at the site's root as /sw.js. The address must stay: push
 * subscriptions are registered with it. Never index.html: pages are drawn by the server with remotes.json inline.
 * Emitted before the build's compression, so .br and .gz are made too.
 */
const serviceWorker = (production) =>
  new InjectManifest({
    swSrc: path.join(__dirname, 'src', 'sw', 'sw.ts'),
    swDest: 'sw.js',
    include: production ? [/\.(js|css)$/] : [],
    exclude: [/\.map$/, /\.LICENSE\.txt$/, /^sw\.js$/, /\.html$/, /\.json$/],
    // The shell's main chunk and the shared singletons weigh more than Workbox's 2 MB default together, not alone.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });

// Name, port and title come from the app's entry in shared/src/areas/areas.json; src/prerender.tsx adds its node build.
module.exports = (env, argv) => {
  const configs = createAppConfigs({ dir: __dirname, env, argv });
  const browser = Array.isArray(configs) ? configs[0] : configs;
  browser.plugins.push(serviceWorker(browser.mode === 'production'));
  return configs;
};
