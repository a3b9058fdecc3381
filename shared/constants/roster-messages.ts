/** What the roster import answers (decision 16: an Admin imports rosters from CSV). */
export const ROSTER_MESSAGES = {
  notARoster: 'No such roster upload. Upload the CSV file again.',
  noSuchImport: 'No such import.',
  started: 'The import has started.',
  unreadable: 'The file is not UTF-8 CSV text that can be read.',
  missingColumns:
    'The first row must name the columns firstName, lastName, email, role, branch, year and division.',
  tooManyRows: 'The file has more rows than one import takes.',
  noRows: 'The file has no rows below its header.',
  anyRefused: 'Nothing was imported: fix the rows listed and import the file again.',
  failed:
    'The import stopped on an error, perhaps after storing some rows. Import the file again: stored rows are updated, never repeated.',
  invitationInvalid:
    'This invitation link is invalid, used or expired. Use "Forgot password" on the login page to get a new link.',
  passwordSet: 'Your password is set. Please log in.',
} as const;
