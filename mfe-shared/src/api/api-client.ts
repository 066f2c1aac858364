// The one HTTP client of both remotes and the shell (SPEC §7: JSON content type on every
// request, a bearer token when one is held).
import type { ZodType } from 'zod';
import { getRuntimeConfig } from '../config/runtime-config';
import { authStore } from '../auth/auth-store';
import { ApiError, FETCH_ERROR, PARSING_ERROR, TIMEOUT_ERROR } from './api-error';

export const REQUEST_TIMEOUT_MS = 15_000;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: ZodType<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** An API path (or a URL the API returned, such as a poster_url) as an absolute URL. */
export function apiUrl(path: string): string {
  return new URL(path, getRuntimeConfig().apiUrl).toString();
}

export async function apiFetch<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, timeoutMs = REQUEST_TIMEOUT_MS } = request;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = authStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      // The browser keeps the session cookie sign-in sets on the API's answer only for a
      // credentialed request (decision 152): the page server renders signed-in pages with it.
      // The API never authenticates with it: the bearer header above stays the credential.
      credentials: 'include',
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(TIMEOUT_ERROR, 'The server took too long to answer.');
    throw new ApiError(FETCH_ERROR, error instanceof Error ? error.message : 'Network request failed.');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(PARSING_ERROR, 'The server sent a response that could not be read.', text);
    }
  }
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText || `Request failed with ${response.status}`, data);
  }
  return schema ? parseResponse(schema, data) : (data as T);
}

/** A response body checked against its contract; a mismatch is the client's parsing error. */
export function parseResponse<T>(schema: ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(PARSING_ERROR, 'The server sent an unexpected response.', data);
  return parsed.data;
}
