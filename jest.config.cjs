// One `jest` run covers every package; each package is a project with its own environment.
module.exports = {
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/mfe-shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-lms',
    '<rootDir>/mfe-admin',
    ...(require('node:fs').existsSync(`${__dirname}/api/jest.config.cjs`) ? ['<rootDir>/api'] : []),
  ],
};
