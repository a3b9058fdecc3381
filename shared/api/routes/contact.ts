import { messageSchema } from '../../schemas/account';
import {
  contactMessageSchema,
  messageIdParamsSchema,
  undeliveredPageSchema,
  undeliveredQuerySchema,
} from '../../schemas/contact';
import { defineGroup, PUBLIC, rolesOnly } from '../define';

/**
 * The contact form's mail to the college, and for an Admin the messages SES never
 * took after every retry, to read and send again.
 */
export const contactRoutes = defineGroup('contact', {
  sendMail: {
    method: 'POST',
    path: '/api/send-mail',
    access: PUBLIC,
    body: contactMessageSchema,
    response: messageSchema,
    refreshes: ['dashboard'],
  },
  listUndeliveredMail: {
    method: 'GET',
    path: '/api/admin/contact-messages',
    access: rolesOnly('Admin'),
    readOnly: true,
    query: undeliveredQuerySchema,
    response: undeliveredPageSchema,
  },
  sendMailAgain: {
    method: 'POST',
    path: '/api/admin/contact-messages/{messageId}/retry',
    access: rolesOnly('Admin'),
    params: messageIdParamsSchema,
    response: messageSchema,
    refreshes: ['dashboard'],
  },
});
