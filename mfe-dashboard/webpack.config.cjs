const { createAppConfigs } = require('@chapter/shared/webpack');

// Name, port and title come from the app's entry in shared/src/areas/areas.json; src/prerender.tsx adds its node build.
module.exports = (env, argv) => createAppConfigs({ dir: __dirname, env, argv });
