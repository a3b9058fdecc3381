import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import { collegeDay } from '../support/timetable-fixtures';
import { checkAtBothWidths } from './axe';
import { fillClass } from './class-fields';
import { aClassWithChanges } from './dated-changes';
import { expect, test } from './fixtures';
import { logIn } from './session';
import { tabTo } from './tab-to';

/*
 * The Admin's one-off changes of a date (issue 47 item 1, decision 56), undone by keyboard alone:
 * an undo the server refuses is shown in its words and keeps the focus where it was; one it
 * confirms moves the focus to its confirmation, since the undone change's button is gone.
 */
test.beforeAll(collegeDay);

test('an Admin undoes a date’s one-off changes by keyboard, a clash refused in the server’s words', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000); // two axe runs, after the stack's first page
  const { ours, date, room, lab, extraRoom } = await aClassWithChanges();
  await logIn(page, 'admin@campus.local', 'Admin', 'campus-demo-admin');
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await page.getByRole('link', { name: /^Timetable / }).click();
  await expect(page).toHaveURL(/\/admin\/timetable$/);
  await fillClass(page.getByRole('region', { name: 'A class’s week' }), ours);

  const changes = page.getByRole('region', { name: 'One-off changes on a date' });
  await changes.getByLabel('Date').fill(date);
  const line = (text: string) => changes.getByText(text, { exact: true });
  await expect(line(`Cancelled: 09:00–10:00 Circuits (Lecture), Tess Timetable, ${room}`)).toBeVisible();
  await expect(
    line(`Extra lecture: 09:30–10:30 Optics (Lecture), Tess Timetable, ${extraRoom}`),
  ).toBeVisible();
  await expect(line(`Moved: 12:00–13:00 Maths (Lecture), Tess Timetable, ${lab}`)).toBeVisible();

  // From the date (whose month, day and year Tab walks first), on to the first change's button.
  const undoCancel = changes.getByRole('button', { name: 'Undo cancellation, Circuits 09:00' });
  await changes.getByLabel('Date').focus();
  await tabTo(page, 'Undo cancellation, Circuits 09:00', 5);
  await page.keyboard.press('Enter');
  const { branch, year, division } = ours;
  await expect(changes.getByRole('alert')).toHaveText(
    `The class already has ${branch} ${year} ${division}, Optics (Lecture), ${date} 09:30–10:30.`,
  );
  await expect(undoCancel).toBeFocused();
  await checkAtBothWidths(page, 'a date’s changes with an undo refused');
  await changes.screenshot({ path: testInfo.outputPath('changes-refused-1280.png') });

  await page.keyboard.press('Tab');
  await expect(changes.getByRole('button', { name: 'Remove extra lecture, Optics 09:30' })).toBeFocused();
  await page.keyboard.press('Space');
  const confirmation = changes.getByRole('status').filter({ hasText: TIMETABLE_MESSAGES.extraRemoved });
  await expect(confirmation).toBeVisible();
  await expect(
    line(`Extra lecture: 09:30–10:30 Optics (Lecture), Tess Timetable, ${extraRoom}`),
  ).toBeHidden();
  await expect(changes.getByRole('alert')).toBeHidden();
  // The removed lecture's button is gone: the focus is on the confirmation, not lost to the page.
  await expect(page.locator(':focus')).toContainText(TIMETABLE_MESSAGES.extraRemoved);
  await page.setViewportSize({ width: 360, height: 800 });
  await changes.screenshot({ path: testInfo.outputPath('changes-confirmed-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The hour is free again: the cancellation is undone, the next Tab from the confirmation.
  await page.keyboard.press('Tab');
  await expect(undoCancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    changes.getByRole('status').filter({ hasText: TIMETABLE_MESSAGES.cancellationUndone }),
  ).toBeVisible();
  await expect(line(`Cancelled: 09:00–10:00 Circuits (Lecture), Tess Timetable, ${room}`)).toBeHidden();
  await expect(changes.getByRole('button', { name: 'Undo move, Maths 12:00' })).toBeVisible();
  await checkAtBothWidths(page, 'a date’s changes with an undo confirmed');
});
