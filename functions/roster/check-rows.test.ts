import { describe, expect, it } from 'vitest';
import type { RosterRow } from '#shared/schemas/roster';
import { MAX_CLASSES_TAUGHT } from '#shared/schemas/teaching';
import { NO_PASSWORD, verifyPassword } from '../accounts';
import { planRows } from './check-accounts';
import { readRoster } from './check-rows';

const HEADER = 'firstName,lastName,email,role,branch,year,division';
const read = (text: string | Uint8Array) => readRoster(typeof text === 'string' ? Buffer.from(text) : text);

describe('reading a roster', () => {
  it('takes any column order, a BOM, CRLF and quoted cells, and normalizes what the schemas do', () => {
    const result = read(
      `\ufeffemail,role,firstName,lastName,division,year,branch\r\n" A@Example.ORG ",student,"Asha","Rao",b,SE,Civil Engineering\r\n`,
    );
    expect(result).toEqual({
      kind: 'read',
      rows: 1,
      refusals: [],
      valid: [
        {
          row: 2,
          value: {
            firstName: 'Asha',
            lastName: 'Rao',
            email: 'a@example.org',
            role: 'Student',
            branch: 'Civil Engineering',
            year: 'SE',
            division: 'B',
          },
        },
      ],
    });
  });

  it('numbers rows as a spreadsheet does: blank lines count, a quoted line break does not', () => {
    const result = read(
      [HEADER, '', '"Multi\nline",Rao,x@example.org,Faculty,,,', 'Bad,Row,y@example.org,Dean,,,'].join('\n'),
    );
    // The quoted line break is one row (3), refused for its name; the next row is 4, not 5.
    expect(result.kind === 'read' && result.refusals.map((refusal) => refusal.row)).toEqual([3, 4]);
    expect(result.kind === 'read' && result.refusals[0]?.reason).toContain('firstName must be one line');
  });

  it('gives one reason per refused cell, and every refused cell its reason', () => {
    const result = read(
      [HEADER, 'Asha,Rao,not-an-email,Faculty,,,', 'Asha,,+919812345678,Alumni,,,'].join('\n'),
    );
    const reasons = result.kind === 'read' ? result.refusals.map((refusal) => refusal.reason) : [];
    expect(reasons).toEqual([
      'email must be a valid email address or phone number',
      'lastName is required; email must be an email address',
    ]);
  });

  it('refuses a file it cannot read as a whole: no header, an unknown column, no rows, not UTF-8', () => {
    expect(read('Asha,Rao,a@example.org,Student,Civil Engineering,SE,A')).toMatchObject({
      kind: 'unreadable',
    });
    expect(read(`${HEADER},notes\nA,B,a@example.org,Faculty,,,,hi`)).toMatchObject({ kind: 'unreadable' });
    expect(read(`${HEADER}\n\n`)).toMatchObject({ kind: 'unreadable' });
    expect(read(Uint8Array.from([...Buffer.from(`${HEADER}\nJos`), 0xe9]))).toMatchObject({
      kind: 'unreadable',
    });
    expect(read(`${HEADER}\n"unclosed,B,a@example.org,Faculty,,,`)).toMatchObject({ kind: 'unreadable' });
  });
});

describe('Faculty rows that name the classes they teach', () => {
  // Division A1, A2, … B0, …: a different class for each n below 260.
  const division = (n: number) => `${String.fromCharCode(65 + Math.floor(n / 10))}${n % 10}`;
  const teacher = (n: number) =>
    `Kiran,Mehta,k@example.org,Faculty,Civil Engineering,TE,${division(n)},Surveying`;
  it('takes a row per class for one Faculty member, and the subject column only with a class', () => {
    const result = read([`${HEADER},subject`, teacher(1), teacher(2)].join('\n'));
    expect(result.kind === 'read' && result.valid.map((row) => row.value)).toEqual(
      [1, 2].map((n) => ({
        firstName: 'Kiran',
        lastName: 'Mehta',
        email: 'k@example.org',
        role: 'Faculty',
        teaches: { branch: 'Civil Engineering', year: 'TE', division: division(n), subject: 'Surveying' },
      })),
    );
    // Without the optional column, a Faculty row with a class is one too.
    const plain = read([HEADER, 'Kiran,Mehta,k@example.org,Faculty,Civil Engineering,TE,A'].join('\n'));
    expect(plain.kind === 'read' && plain.valid[0]?.value).toMatchObject({ teaches: { division: 'A' } });
  });

  it('refuses a part of a class, a name that differs, and more classes than one may teach', () => {
    const rows = [
      `${HEADER},subject`,
      teacher(1),
      'Kiran,Menon,k@example.org,Faculty,Civil Engineering,TE,B,',
      'Asha,Rao,a@example.org,Faculty,Civil Engineering,,B,',
      ...Array.from({ length: MAX_CLASSES_TAUGHT }, (_, n) => teacher(n + 2)),
    ];
    const result = read(rows.join('\n'));
    expect(result.kind === 'read' && result.refusals).toEqual([
      { row: 3, reason: 'email k@example.org is already on row 2' },
      { row: 4, reason: 'branch, year and division are all needed for a class a Faculty member teaches' },
      { row: rows.length, reason: `a Faculty member may be assigned at most ${MAX_CLASSES_TAUGHT} classes` },
    ]);
  });
});

describe('matching rows with the accounts their emails have', () => {
  const account = (
    role: 'Student' | 'Faculty' | 'Admin',
    status: 'active' | 'pending' | 'disabled' = 'active',
  ) => ({
    login: 'a@example.org',
    userId: 'u1',
    firstName: 'A',
    lastName: 'B',
    birthDate: '',
    role,
    status,
    passwordHash: NO_PASSWORD,
    createdAt: '2026-01-01T00:00:00.000Z',
    passwordVersion: 0,
    emailConfirmed: true,
  });
  const person = { firstName: 'A', lastName: 'B', email: 'a@example.org' };
  const values: Record<'Student' | 'Faculty' | 'Alumni', RosterRow> = {
    Student: { ...person, role: 'Student', branch: 'Civil Engineering', year: 'FE', division: 'A' },
    Faculty: { ...person, role: 'Faculty' },
    Alumni: { ...person, role: 'Alumni', branch: undefined, year: undefined, division: undefined },
  };
  const row = (role: 'Student' | 'Faculty' | 'Alumni') => ({ row: 2, value: values[role] });

  it('lets a Student graduate and keeps every other role, Admins and undecided accounts as they are', () => {
    expect(planRows([row('Alumni')], [account('Student')]).refusals).toEqual([]);
    expect(planRows([row('Student')], [account('Faculty')]).refusals[0]?.reason).toContain(
      'only from Student to Alumni',
    );
    expect(planRows([row('Faculty')], [account('Admin')]).refusals[0]?.reason).toContain('Admin account');
    expect(planRows([row('Faculty')], [account('Faculty', 'pending')]).refusals[0]?.reason).toContain(
      'approval',
    );
    expect(planRows([row('Faculty')], [account('Faculty', 'disabled')]).refusals[0]?.reason).toContain(
      'disabled',
    );
  });

  it('gives an imported account no password any login can match', async () => {
    expect(await verifyPassword('', NO_PASSWORD)).toBe(false);
    expect(await verifyPassword('anything at all', NO_PASSWORD)).toBe(false);
    // Each refusal derives a key at the deployed cost: seconds on two busy cores.
  }, 30_000);
});
