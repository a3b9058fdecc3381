/** Business constants and limits, most of them required (docs/requirements.md#constants). */
export const HOME_SLIDER = { images: 6, slideMs: 3000, transitionMs: 500 } as const;
export const TESTIMONIALS = { entries: 3, advanceMs: 5000 } as const;
export const PROGRAMME_GRID = { shownFirst: 6, total: 9 } as const;
export const ARTICLE_COUNT = 3;
export const STATISTICS = [
  { value: '50k+', label: 'Students' },
  { value: '35+', label: 'Courses' },
  { value: '56+', label: 'Startups' },
  { value: '100+', label: 'Languages' },
  { value: '150+', label: 'Professors' },
] as const;
export const GPT_POLL_INTERVAL_MS = 1000;
/**
 * How long the Personalized GPT page waits for an answer before it says 'Failed to get response.';
 * the worker stops re-queuing a throttled question after it (decision 24).
 */
export const GPT_POLL_GIVE_UP_MS = 3 * 60 * 1000;
export const FACULTY_EDUCATION_MAX_CHARS = 55;
export const CALENDAR_EMBED_HEIGHT_PX = 600;
export const ATTENDANCE_DATE_FORMAT = 'YYYY-MM-DD';
export const STORAGE_KEYS = { token: 'token', lastPage: 'lastPage', deviceTokens: 'deviceTokens' } as const;
