const { createWebpackConfig } = require('@chapter/shared/webpack');

module.exports = (env, argv) => createWebpackConfig({ name: 'mfe_dashboard', dir: __dirname, port: 3002, exposes: { './App': './src/App.tsx' }, isHost: false, title: 'Chapter · mfe-dashboard (dev host)', env, argv });
