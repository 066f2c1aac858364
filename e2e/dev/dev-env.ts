// Ports of the dev-server smoke, away from `npm run dev` (3000-3002, 4000), `npm start` and the
// other suites (3100+, 3500+).
export const DEV_PORTS = { shell: 3600, marketing: 3601, lms: 3602, admin: 3603, api: 4600 } as const;
export const devUrl = (app: keyof typeof DEV_PORTS) => `http://localhost:${DEV_PORTS[app]}`;
