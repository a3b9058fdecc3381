import { CALENDAR_MESSAGES } from '#shared/constants/calendar-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { Calendar } from '#shared/schemas/calendar';
import type { Caller } from '../lib/caller';
import { bucketName } from '../lib/env';
import { HttpError } from '../lib/http';
import type { records, storage } from '../uploads';
import type * as repository from './repository';
import type { CurrentCalendar } from './repository';

export interface CalendarDeps {
  readonly calendars: typeof repository;
  readonly records: Pick<typeof records, 'findFile' | 'ownReadyUpload' | 'deleteRecord'>;
  readonly storage: Pick<typeof storage, 'deleteObject'>;
}

const view = (current: CurrentCalendar | undefined): Calendar =>
  current
    ? { filename: current.filename, url: current.url, uploadedAt: current.uploadedAt }
    : { filename: null };

/* A calendar no longer current: its bytes and its upload record go. */
async function discard(old: CurrentCalendar, deps: CalendarDeps): Promise<void> {
  const file = await deps.records.findFile(old.fileId);
  if (!file) return;
  await deps.storage.deleteObject(bucketName('media'), file.key);
  await deps.records.deleteRecord(file.fileId);
}

export async function getCalendar(_input: Record<string, never>, deps: Pick<CalendarDeps, 'calendars'>) {
  return view(await deps.calendars.findCurrent());
}

/**
 * Makes a confirmed PDF (judged by its content when its upload was confirmed) the current
 * calendar. The new one is current before the old one is deleted, so there is never a moment
 * without a calendar.
 */
export async function setCalendar(
  input: { readonly fileId: string; readonly caller: Caller },
  deps: CalendarDeps,
): Promise<Calendar & MessageBody> {
  const file = await deps.records.ownReadyUpload(input.fileId, 'calendar', input.caller.userId);
  if (!file) throw new HttpError(400, CALENDAR_MESSAGES.notReady);
  const current: CurrentCalendar = {
    fileId: file.fileId,
    filename: file.name,
    url: `/${file.key}`,
    uploadedAt: new Date().toISOString(),
  };
  const replaced = await deps.calendars.swapCurrent(current);
  if (replaced && replaced.fileId !== current.fileId) await discard(replaced, deps);
  return { ...view(current), msg: CALENDAR_MESSAGES.set };
}

/** Where the current calendar's PDF is, if `filename` names it. */
export async function calendarFile(
  input: { readonly filename: string },
  deps: Pick<CalendarDeps, 'calendars'>,
): Promise<{ url: string }> {
  const current = await deps.calendars.findCurrent();
  if (!current || current.filename !== input.filename) throw new HttpError(404, CALENDAR_MESSAGES.notCurrent);
  return { url: current.url };
}

export async function deleteCalendar(
  input: { readonly filename: string },
  deps: CalendarDeps,
): Promise<MessageBody> {
  const removed = await deps.calendars.removeCurrent(input.filename);
  if (!removed) throw new HttpError(404, CALENDAR_MESSAGES.notCurrent);
  await discard(removed, deps);
  return { msg: CALENDAR_MESSAGES.deleted };
}
