const { createWebpackConfig } = require('@chapter/shared/webpack');

module.exports = (env, argv) => createWebpackConfig({ name: 'mfe_public', dir: __dirname, port: 3001, exposes: { './App': './src/App.tsx' }, isHost: false, title: 'Chapter · public pages (dev host)', env, argv });
