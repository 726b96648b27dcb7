module.exports = require('./build/jest.cjs')(__dirname);
