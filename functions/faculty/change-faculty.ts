import { randomUUID } from 'node:crypto';
import { FACULTY_MESSAGES } from '#shared/constants/faculty-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { FacultyForm } from '#shared/schemas/faculty';
import { HttpError } from '../lib/http';
import type * as repository from './repository';

type Faculty = Pick<typeof repository, 'addIfAbsent' | 'replaceMember' | 'deleteMember'>;

/**
 * Adds a member under an id the server makes: the client-made id of docs/requirements.md#faculty-management
 * is not trusted (decision 12).
 */
export async function addFaculty(
  input: FacultyForm,
  deps: { readonly faculty: Pick<Faculty, 'addIfAbsent'> },
): Promise<MessageBody & { id: string }> {
  const id = randomUUID();
  if (!(await deps.faculty.addIfAbsent({ ...input, id }))) throw new Error('a new faculty id was taken');
  return { msg: FACULTY_MESSAGES.added, id };
}

/** Changes an existing member; an unknown id is a 404, never a new entry. */
export async function updateFaculty(
  input: FacultyForm & { readonly id: string },
  deps: { readonly faculty: Pick<Faculty, 'replaceMember'> },
): Promise<MessageBody> {
  if (!(await deps.faculty.replaceMember(input))) throw new HttpError(404, FACULTY_MESSAGES.unknown);
  return { msg: FACULTY_MESSAGES.updated };
}

export async function deleteFaculty(
  input: { readonly id: string },
  deps: { readonly faculty: Pick<Faculty, 'deleteMember'> },
): Promise<MessageBody> {
  if (!(await deps.faculty.deleteMember(input.id))) throw new HttpError(404, FACULTY_MESSAGES.unknown);
  return { msg: FACULTY_MESSAGES.deleted };
}
