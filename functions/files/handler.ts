import { filesRoutes } from '../../shared/api/routes/files';
import { createGroupHandler } from '../lib/group-handler';
import { confirmUpload } from './confirm-upload';
import { downloadLink } from './download-link';
import * as records from './records';
import { requestUpload } from './request-upload';
import * as storage from './storage';

const deps = { records, storage };

export const handler = createGroupHandler(filesRoutes, {
  requestUpload: ({ body, caller }) => requestUpload({ ...body, caller }, deps),
  confirmUpload: ({ pathParameters, caller }) =>
    confirmUpload({ fileId: pathParameters.fileId, caller }, deps),
  downloadFile: ({ pathParameters, caller }) => downloadLink({ fileId: pathParameters.fileId, caller }, deps),
});
