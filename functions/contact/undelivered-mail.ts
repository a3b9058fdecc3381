import { CONTACT_ADMIN_MESSAGES } from '#shared/constants/contact-admin-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { UndeliveredPage } from '#shared/schemas/contact';
import { HttpError } from '../lib/http';
import type * as messages from './messages';

export const UNDELIVERED_PAGE_SIZE = 20;

type Messages = Pick<typeof messages, 'listGivenUp' | 'sendAgain'>;

/** Contact mail SES never took after every retry, newest first, a page at a time. */
export async function listUndeliveredMail(
  input: { readonly cursor?: string },
  deps: { readonly messages: Pick<Messages, 'listGivenUp'> },
): Promise<UndeliveredPage> {
  const page = await deps.messages.listGivenUp(UNDELIVERED_PAGE_SIZE, input.cursor);
  if (page === 'invalidCursor') throw new HttpError(400, CONTACT_ADMIN_MESSAGES.badCursor);
  return {
    messages: page.messages.map(
      ({ messageId, firstName, lastName, email, phoneNo, yourMess, createdAt, gaveUpAt }) => ({
        messageId,
        firstName,
        lastName,
        email,
        phoneNo,
        yourMess,
        createdAt,
        gaveUpAt,
      }),
    ),
    nextCursor: page.nextCursor,
  };
}

/** Gives a message back to the retry job with fresh tries (say, once SES works again). */
export async function sendMailAgain(
  input: { readonly messageId: string },
  deps: { readonly messages: Pick<Messages, 'sendAgain'> },
): Promise<MessageBody> {
  if (!(await deps.messages.sendAgain(input.messageId)))
    throw new HttpError(404, CONTACT_ADMIN_MESSAGES.notGivenUp);
  return { msg: CONTACT_ADMIN_MESSAGES.queuedAgain };
}
