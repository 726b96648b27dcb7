const { createWebpackConfig } = require('@chapter/shared/webpack');

// Name, port and title come from the app's entry in shared/src/areas/areas.json.
module.exports = (env, argv) => createWebpackConfig({ dir: __dirname, env, argv });
