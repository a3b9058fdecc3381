import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/*
 * The web project's files share a jsdom per worker (vitest.config.ts): after each test, what it
 * rendered, stored or faked is put back so that the next test, of any file, starts as on a new page.
 */
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
