module.exports = require('./testing/jest-frontend.cjs')(__dirname, 'mfe_shared');
