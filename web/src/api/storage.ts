/*
 * Local storage can be unavailable (private browsing, a full quota); the app then keeps working
 * without it, so every read and write goes through these two. They sit in api/, the lowest web
 * layer, because the client's session token is kept through them (token.ts) and api/ imports
 * nothing above it; lib/ and the features use them from here.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply lasts as long as the page.
  }
}
