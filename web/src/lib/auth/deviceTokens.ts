import { STORAGE_KEYS } from '#shared/constants/limits';
import { readStored, writeStored } from '../../api/storage';

/*
 * The device tokens the server gave this browser, one per account that logged in (or reset its
 * password) here, by the account's login. A login sends its account's token, so guesses from
 * elsewhere never lock the owner out of a browser they used before (functions/auth/device-tokens.ts).
 * A shared lab computer keeps the newest few only. Logging out keeps them: they name the browser,
 * not a session.
 */
const KEPT = 20;

type Tokens = Record<string, string>;

function stored(): Tokens {
  try {
    const parsed: unknown = JSON.parse(readStored(STORAGE_KEYS.deviceTokens) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Tokens) : {};
  } catch {
    return {};
  }
}

/* The login a token names: its payload's claim (the server checks the signature; this only files it). */
function loginOf(token: string): string | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const login = (json as { login?: unknown }).login;
    return typeof login === 'string' ? login : undefined;
  } catch {
    return undefined;
  }
}

/** This browser's token for the account with this (normalized) login, if it has one. */
export const deviceTokenFor = (login: string): string | undefined => stored()[login];

/** Keeps a token the server issued, replacing the account's older one. */
export function keepDeviceToken(token: string): void {
  const login = loginOf(token);
  if (!login) return;
  const others = Object.entries(stored()).filter(([kept]) => kept !== login);
  const newest = [...others.slice(-(KEPT - 1)), [login, token]];
  writeStored(STORAGE_KEYS.deviceTokens, JSON.stringify(Object.fromEntries(newest)));
}
