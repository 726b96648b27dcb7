const { createWebpackConfig } = require('@chapter/shared/webpack');

module.exports = (env, argv) => createWebpackConfig({ name: 'mfe_admin', dir: __dirname, port: 3005, exposes: { './App': './src/App.tsx' }, isHost: false, title: 'Chapter · mfe-admin (dev host)', env, argv });
