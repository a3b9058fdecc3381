/**
 * A person as a button on their row names them: two people may share a name, so the email, which
 * is theirs alone, follows it (an account list, a class roster).
 */
export const nameWithEmail = (person: {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}): string => `${person.firstName} ${person.lastName} (${person.email})`;
