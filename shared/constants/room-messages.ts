export const ROOM_MESSAGES = {
  notFound: 'Classroom not found.',
  saved: 'Room saved.',
  deleted: 'Room deleted.',
} as const;
