import {
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageSchema,
  sentMessageSchema,
} from '../../schemas/chat';
import { defineGroup, SIGNED_IN } from '../define';

/** Community chat (messages, docs/requirements.md#api-calls): one room, for everyone signed in. */
export const chatRoutes = defineGroup('chat', {
  listMessages: {
    method: 'GET',
    path: '/api/messages',
    access: SIGNED_IN,
    readOnly: true,
    query: messagesQuerySchema,
    response: messagesPageSchema,
  },
  sendMessage: {
    method: 'POST',
    path: '/api/messages',
    access: SIGNED_IN,
    body: sendMessageSchema,
    response: sentMessageSchema,
  },
});
