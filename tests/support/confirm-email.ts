import { call } from './api';
import { settledMail } from './settled-mail';

/** The stack's API and its SES stand-in, where sign-up's mail lands. */
export interface MailingStack {
  readonly apiUrl: string;
  readonly endpoints: { readonly ses: string };
}

/* A confirmation link as the mail carries it: the site, then the token in the fragment. */
const CONFIRM_LINK = /(https?:\/\/\S+)\/confirm-email#token=([\w-]{43})/g;

/** Every confirmation token mailed to this address, oldest first, read from the links as a user would. */
export async function confirmTokensFor(stack: MailingStack, email: string): Promise<string[]> {
  const mails = (await settledMail(stack.endpoints.ses)).filter((mail) =>
    mail.destination.to.includes(email),
  );
  return mails.flatMap((mail) =>
    [...(mail.body.text ?? '').matchAll(CONFIRM_LINK)].map((match) => match[2] ?? ''),
  );
}

/** Opens the newest confirmation link mailed to this address: what a new account does before its first login. */
export async function confirmEmailOf(stack: MailingStack, email: string): Promise<void> {
  const token = (await confirmTokensFor(stack, email)).at(-1);
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  const answer = await call(stack.apiUrl, 'POST', '/api/confirm-email', { body: { token } });
  if (answer.status !== 200) throw new Error(`confirming ${email} answered ${answer.status}`);
}
