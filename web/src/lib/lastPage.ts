import { STORAGE_KEYS } from '#shared/constants/limits';
import { readStored, writeStored } from '../api/storage';

/** Remembers the page a guard turned the visitor away from, under 'lastPage'. */
export const rememberLastPage = (path: string): void => writeStored(STORAGE_KEYS.lastPage, path);

/** The remembered page, once: reading it clears it. */
export function takeLastPage(): string | null {
  const page = readStored(STORAGE_KEYS.lastPage);
  writeStored(STORAGE_KEYS.lastPage, null);
  return page;
}
