import { contactRoutes } from '#shared/api/routes/contact';
import { sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import * as limits from '../lib/rate-limit';
import * as delivery from './delivery';
import * as messages from './messages';
import { sendContactMail } from './send-mail';
import { listUndeliveredMail, sendMailAgain } from './undelivered-mail';

const deps = { limits, messages, delivery };

export const handler = createGroupHandler(
  contactRoutes,
  {
    sendMail: ({ body, client }) => sendContactMail({ message: body, client }, deps),
    listUndeliveredMail: ({ query }) => listUndeliveredMail({ cursor: query.cursor }, deps),
    sendMailAgain: ({ pathParameters }) => sendMailAgain({ messageId: pathParameters.messageId }, deps),
  },
  { sessions },
);
