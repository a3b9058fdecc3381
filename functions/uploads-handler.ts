import { filesRoutes } from '#shared/api/routes/files';
import { sessions } from './accounts';
import { requestIngestion } from './assistant';
import { createGroupHandler } from './lib/group-handler';
import {
  confirmUpload,
  copyObject,
  createPending,
  deleteAndRelease,
  deleteObject,
  downloadLink,
  findFile,
  firstBytes,
  keepReserved,
  markReady,
  objectChunks,
  objectSize,
  presignDownload,
  presignUpload,
  releaseReservation,
  requestUpload,
  reserve,
  storeReserved,
} from './uploads';

/*
 * The uploads group's Lambda, deployed as the files function (decision 59). It is put together
 * here, beside the registry, rather than in the group: a confirmed attachment is handed to the
 * assistant, which reads file records, so an entry inside the uploads group would make the two
 * groups a ring.
 */
const deps = {
  records: { createPending, findFile, markReady, deleteAndRelease },
  storage: { presignUpload, presignDownload, objectSize, firstBytes, objectChunks, copyObject, deleteObject },
  quota: { reserve, releaseReservation, storeReserved, keepReserved },
  ingestion: { requestIngestion },
};

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
