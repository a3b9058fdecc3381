/** Business constants and limits of spec §9. */
export const HOME_SLIDER = { images: 6, slideMs: 3000, transitionMs: 500 } as const;
export const TESTIMONIALS = { entries: 3, advanceMs: 5000 } as const;
export const PROGRAMME_GRID = { shownFirst: 6, total: 9 } as const;
export const ARTICLE_COUNT = 3;
export const STATISTICS = ['50k+', '35+', '56+', '100+', '150+'] as const;
export const GPT_POLL_INTERVAL_MS = 1000;
export const FACULTY_EDUCATION_MAX_CHARS = 55;
export const CALENDAR_EMBED_HEIGHT_PX = 600;
export const ATTENDANCE_DATE_FORMAT = 'YYYY-MM-DD';
export const STORAGE_KEYS = { token: 'token', lastPage: 'lastPage' } as const;
