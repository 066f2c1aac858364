// SPEC §4: the token lives in local storage under the key 'token'.
export const TOKEN_STORAGE_KEY = 'token';

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): a visitor
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/** §4 logout: "clears local and session storage". */
export function clearBrowserStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // nothing stored that we could reach
  }
}
