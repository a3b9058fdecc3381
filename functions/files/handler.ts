import { filesRoutes } from '#shared/api/routes/files';
import { sessions } from '../accounts';
import { requestIngestion } from '../gpt';
import { createGroupHandler } from '../lib/group-handler';
import { quota, records, storage } from '../uploads';
import { confirmUpload } from './confirm-upload';
import { downloadLink } from './download-link';
import { requestUpload } from './request-upload';

// Named, not the whole index: the bundle then holds only what confirming a file uses (decision 21).
const deps = { records, storage, quota, ingestion: { requestIngestion } };

export const handler = createGroupHandler(
  filesRoutes,
  {
    requestUpload: ({ body, caller }) => requestUpload({ ...body, caller }, deps),
    confirmUpload: ({ pathParameters, caller }) =>
      confirmUpload({ fileId: pathParameters.fileId, caller }, deps),
    downloadFile: ({ pathParameters, caller }) =>
      downloadLink({ fileId: pathParameters.fileId, caller }, deps),
  },
  { sessions },
);
