import { createGroupHandler } from '../lib/group-handler';
import { sendContactMail } from './send-mail';

export const handler = createGroupHandler('contact', {
  sendMail: ({ body, clientIp }) => sendContactMail(body, clientIp),
});
