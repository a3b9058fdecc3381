import { rosterRoutes } from '#shared/api/routes/roster';
import { accountLinks, accounts, passwords, sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import { ownReadyUpload } from '../uploads';
import { acceptInvitation } from './accept-invitation';
import { importStatus, startImport } from './imports';
import * as jobs from './jobs';
import * as queue from './queue';

const deps = { jobs, records: { ownReadyUpload }, queue };
const invitationDeps = { links: accountLinks, accounts, passwords, sessions };

export const handler = createGroupHandler(
  rosterRoutes,
  {
    startImport: async ({ body, caller, siteOrigin }) =>
      reply(202, await startImport({ fileId: body.fileId, caller, siteOrigin }, deps)),
    importStatus: ({ pathParameters, caller }) => importStatus({ jobId: pathParameters.jobId, caller }, deps),
    acceptInvitation: ({ body }) => acceptInvitation(body, invitationDeps),
  },
  { sessions },
);
