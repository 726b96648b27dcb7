const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createAppConfigs } = require('@chapter/shared/webpack');

const PUBLIC_DIR = path.join(__dirname, 'public');

/**
 * The files of public/ go to the root of the build as they are: the push service worker, which must be served from
 * the site's root (/sw.js) to cover every page. Emitted before the build's compression, so .br and .gz are made too.
 */
class PublicFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of fs.readdirSync(PUBLIC_DIR)) {
          const file = path.join(PUBLIC_DIR, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

// Name, port and title come from the app's entry in shared/src/areas/areas.json; src/prerender.tsx adds its node build.
module.exports = (env, argv) => {
  const configs = createAppConfigs({ dir: __dirname, env, argv });
  const browser = Array.isArray(configs) ? configs[0] : configs;
  browser.plugins.push(new PublicFilesPlugin());
  return configs;
};
