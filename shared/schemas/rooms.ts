import * as z from 'zod';
import { text } from './text';

/** Room codes compare as the original did: case-insensitive, `-` and spaces ignored (`e-101` is E101). */
export const normalizeRoomCode = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

const roomCode = (field: string) =>
  text(field, { min: 1, max: 20 })
    .transform(normalizeRoomCode)
    .pipe(z.string().regex(/^[A-Z0-9]{1,12}$/, `${field} must be letters and digits, such as E101`));

export const directionsQuerySchema = z.object({ classroom: roomCode('classroom') });
export const roomSchema = z.object({ code: z.string(), location: z.string() });
export type Room = z.infer<typeof roomSchema>;
export const roomListSchema = z.array(roomSchema);

export const saveRoomSchema = z.object({
  code: roomCode('code'),
  location: text('location', { min: 1, max: 200 }),
});
export const roomCodeParamsSchema = z.object({ code: roomCode('code') });
