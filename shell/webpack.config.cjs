const { createWebpackConfig } = require('@chapter/shared/webpack');

module.exports = (env, argv) => createWebpackConfig({ name: 'shell', dir: __dirname, port: 3000, isHost: true, title: 'Chapter', env, argv });
