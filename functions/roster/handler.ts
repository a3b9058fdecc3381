import { rosterRoutes } from '#shared/api/routes/roster';
import {
  endingSessions,
  findByLogin,
  hashPassword,
  markEmailConfirmed,
  redeemAccountLink,
  sessions,
  setPasswordHash,
} from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import { ownReadyUpload } from '../uploads';
import { acceptInvitation } from './accept-invitation';
import { importStatus, startImport } from './imports';
import * as jobs from './jobs';
import * as queue from './queue';

const deps = { jobs, records: { ownReadyUpload }, queue };
const invitationDeps = {
  links: { redeemAccountLink },
  accounts: { findByLogin, setPasswordHash, markEmailConfirmed },
  passwords: { hashPassword },
  sessions: { endingSessions },
};

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
