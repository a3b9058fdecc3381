export interface StoredMail {
  readonly from: string;
  readonly subject: string;
  readonly replyTo: string[];
  readonly destination: { to: string[] };
  readonly body: { text?: string };
}

/** Mail the SES stand-in received, from its /store API. */
export async function sentMail(sesUrl: string): Promise<StoredMail[]> {
  const response = await fetch(`${sesUrl}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails;
}
