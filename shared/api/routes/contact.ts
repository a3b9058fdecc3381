import { messageSchema } from '../../schemas/account';
import { contactMessageSchema } from '../../schemas/contact';
import { defineGroup, PUBLIC } from '../define';

/** The contact form's mail to the college (spec §3, §7). */
export const contactRoutes = defineGroup('contact', {
  sendMail: {
    method: 'POST',
    path: '/api/send-mail',
    access: PUBLIC,
    body: contactMessageSchema,
    response: messageSchema,
  },
});
