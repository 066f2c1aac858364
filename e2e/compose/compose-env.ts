// What the compose smoke's specs know about the stack global-setup.ts started.
import { COMPOSE_PORTS } from '../../scripts/lib/compose-smoke.mjs';

export const PORTS = COMPOSE_PORTS as { shell: number; marketing: number; lms: number; lmsNext: number; api: number };
export const COMPOSE_SHELL_URL = `http://127.0.0.1:${PORTS.shell}`;

type Env = Record<string, string>;
export type ShellEnv = Env & { MFE_MARKETING_URL: string; MFE_LMS_URL: string; API_URL: string; NGINX_RUN_DIR: string };
export type SmokeEnvs = { shell: ShellEnv; marketing: Env; lms: Env; lmsNext: Env };

/** The containers' environments (set by global-setup.ts for the workers). */
export function smokeEnvs(): SmokeEnvs {
  const raw = process.env.COMPOSE_SMOKE_ENVS;
  if (!raw) throw new Error('COMPOSE_SMOKE_ENVS is not set: run through playwright.compose.config.ts');
  return JSON.parse(raw) as SmokeEnvs;
}
