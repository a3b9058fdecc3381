import { STORAGE_KEYS } from '#shared/constants/limits';
import { readStored, writeStored } from './storage';

/** The session token lives in local storage under 'token', the key of docs/requirements.md#session. */
export const storedToken = (): string | null => readStored(STORAGE_KEYS.token);

export const storeToken = (token: string | null): void => writeStored(STORAGE_KEYS.token, token);
