const { createWebpackConfig } = require('@chapter/shared/webpack');

module.exports = (env, argv) => createWebpackConfig({ name: 'mfe_learning', dir: __dirname, port: 3004, exposes: { './App': './src/App.tsx' }, isHost: false, title: 'Chapter · mfe-learning (dev host)', env, argv });
