/** What a timetable import's job says when every try of it failed (decision 50). */
export const TIMETABLE_IMPORT_MESSAGES = {
  failed:
    'The import stopped on an error, perhaps after storing some classes. Import the file again: stored slots are updated, never repeated.',
} as const;
