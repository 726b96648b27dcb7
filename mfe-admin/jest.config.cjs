module.exports = require('@chapter/shared/jest')(__dirname);
