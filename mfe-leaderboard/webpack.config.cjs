const { createWebpackConfig } = require('@chapter/shared/webpack');

module.exports = (env, argv) => createWebpackConfig({ name: 'mfe_leaderboard', dir: __dirname, port: 3003, exposes: { './App': './src/App.tsx' }, isHost: false, title: 'Chapter · mfe-leaderboard (dev host)', env, argv });
