import { chatRoutes } from '#shared/api/routes/chat';
import { sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import * as limits from '../lib/rate-limit';
import { listMessages, sendMessage } from './chat';
import * as messages from './messages';

const deps = { messages, limits };

export const handler = createGroupHandler(
  chatRoutes,
  {
    listMessages: ({ query }) => listMessages(query, deps),
    sendMessage: async ({ body, caller }) =>
      reply(201, await sendMessage({ message: body.message, caller }, deps)),
  },
  { sessions },
);
