import { contactRoutes } from '../../shared/api/routes/contact';
import { createGroupHandler } from '../lib/group-handler';
import * as limits from '../lib/rate-limit';
import * as delivery from './delivery';
import * as messages from './messages';
import { sendContactMail } from './send-mail';

const deps = { limits, messages, delivery };

export const handler = createGroupHandler(contactRoutes, {
  sendMail: ({ body, client }) => sendContactMail({ message: body, client }, deps),
});
