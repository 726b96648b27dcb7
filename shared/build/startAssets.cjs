// The files a host's first render needs beyond its start script (startScript.cjs), listed at build time in
// start-assets.json: the entry itself, the chunks behind `import('./bootstrap')` and those of every shared package the
// host provides. The browser would otherwise learn of them only once the start script, then the entry, had downloaded
// and run (a round trip each); the server names them as preloads in each page that is not drawn, whose app starts at
// once (api/src/plugins/firstRoutePreload.ts).
const { Compilation, sources } = require('webpack');

// The server reads it under this name (api/src/plugins/firstRoutePreload.ts, START_ASSETS).
const FILE = 'start-assets.json';

class StartAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const { chunkGraph } = compilation;
        const entryFiles = [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles().filter((file) => file.endsWith('.js')));
        const files = new Set();
        const groupFiles = (group) => {
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        };
        // What the entry's own modules load: `import('./bootstrap')`, and each shared package the host provides (the
        // copy every consumer gets while nothing else is loaded). Their chunk groups hold everything those need.
        const seen = new Set();
        for (const entry of compilation.entrypoints.values()) {
          for (const chunk of entry.chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              for (const block of module.blocks) {
                const group = chunkGraph.getBlockChunkGroup(block);
                if (!group || seen.has(group)) continue;
                seen.add(group);
                groupFiles(group);
              }
            }
          }
        }
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify({ scripts: [...entryFiles, ...[...files].sort()] }, null, 2)}\n`));
      });
    });
  }
}

module.exports = { StartAssetsPlugin };
