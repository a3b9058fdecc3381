import { releaseHold, takeHold } from '../lib/holds';

/** Unfinished questions one person may have at once. */
export const MAX_OPEN_TASKS = 3;

/*
 * How long a slot holds without being given back: longer than a question may take (the page
 * stops waiting at GPT_POLL_GIVE_UP_MS), so a slot whose release was lost frees itself.
 */
export const SLOT_LIFETIME_SECONDS = 5 * 60;

/* One hold per slot (lib's holds, in the limits table), held by the task that took it. */
const slotKey = (userId: string, slot: number) => `gpt-slot#${userId}#${slot}`;
const SLOTS = Array.from({ length: MAX_OPEN_TASKS }, (_, slot) => slot);

/**
 * Takes one of the person's slots for a task: each slot is one hold, taken only when it is free
 * or lapsed, so parallel submits never hold more than MAX_OPEN_TASKS. No counter to leak (decision 24).
 */
export async function takeSlot(
  userId: string,
  taskId: string,
  lifetimeSeconds = SLOT_LIFETIME_SECONDS,
): Promise<boolean> {
  for (const slot of SLOTS) {
    if (await takeHold(slotKey(userId, slot), taskId, lifetimeSeconds)) return true;
  }
  return false;
}

/** Gives back the slot a task holds (none held is no error). */
export async function releaseSlot(userId: string, taskId: string): Promise<void> {
  await Promise.all(SLOTS.map((slot) => releaseHold(slotKey(userId, slot), taskId)));
}
