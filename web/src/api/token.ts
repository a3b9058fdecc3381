import { STORAGE_KEYS } from '../../../shared/constants/limits';

/** The session token lives in local storage under 'token' (spec §4). */
export function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(STORAGE_KEYS.token, token);
    else localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts as long as the page.
  }
}
