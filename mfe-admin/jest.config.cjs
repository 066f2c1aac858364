module.exports = require('../mfe-shared/testing/jest-frontend.cjs')(__dirname, 'mfe_admin');
