// What the compose smoke's specs know about the stack global-setup.ts started.
import { COMPOSE_PORTS } from '../../scripts/lib/compose-smoke.mjs';

type Ports = {
  shell: number;
  marketing: number;
  lms: number;
  lmsNext: number;
  marketingInternal: number;
  renderer: number;
  shellFallback: number;
  admin: number;
  rendererDown: number;
  api: number;
};
export const PORTS: Ports = COMPOSE_PORTS;
export const COMPOSE_SHELL_URL = `http://127.0.0.1:${PORTS.shell}`;
/** The same shell whose renderer is down: every page from its own nginx, client-rendered. */
export const COMPOSE_FALLBACK_URL = `http://127.0.0.1:${PORTS.shellFallback}`;

type Env = Record<string, string>;
export type ShellEnv = Env & {
  MFE_MARKETING_URL: string;
  MFE_LMS_URL: string;
  MFE_ADMIN_URL: string;
  API_URL: string;
  NGINX_RUN_DIR: string;
  RENDERER_URL: string;
};
export type RendererEnv = Env & {
  MFE_MARKETING_URL: string;
  MFE_LMS_URL: string;
  MFE_ADMIN_URL: string;
  API_URL: string;
  REMOTE_FETCH_MAP: string;
  SMOKE_RUN_DIR: string;
};
export type SmokeEnvs = {
  shell: ShellEnv & { NGINX_ACCESS_LOG: string };
  shellFallback: ShellEnv;
  renderer: RendererEnv;
  marketing: Env;
  marketingInternal: Env & { NGINX_ACCESS_LOG: string };
  lms: Env;
  lmsNext: Env;
  admin: Env;
};

/** The containers' environments (set by global-setup.ts for the workers). */
export function smokeEnvs(): SmokeEnvs {
  const raw = process.env.COMPOSE_SMOKE_ENVS;
  if (!raw) throw new Error('COMPOSE_SMOKE_ENVS is not set: run through playwright.compose.config.ts');
  return JSON.parse(raw) as SmokeEnvs;
}
