import {
  downloadLinkSchema,
  fileIdParamsSchema,
  storedFileSchema,
  uploadRequestSchema,
  uploadTicketSchema,
} from '../../schemas/files';
import { defineGroup, SIGNED_IN } from '../define';

/*
 * Uploads and downloads of any size: the API hands out presigned S3 forms and links, the bytes
 * never pass through Lambda. Who may upload or read each kind is checked per kind and per file.
 */
export const filesRoutes = defineGroup('files', {
  requestUpload: {
    method: 'POST',
    path: '/api/files/uploads',
    access: SIGNED_IN,
    body: uploadRequestSchema,
    response: uploadTicketSchema,
  },
  confirmUpload: {
    method: 'POST',
    path: '/api/files/uploads/{fileId}/confirm',
    access: SIGNED_IN,
    params: fileIdParamsSchema,
    response: storedFileSchema,
  },
  downloadFile: {
    method: 'GET',
    path: '/api/files/{fileId}/download',
    access: SIGNED_IN,
    readOnly: true,
    params: fileIdParamsSchema,
    response: downloadLinkSchema,
  },
});
