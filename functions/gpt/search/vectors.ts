/* Stored as one signed byte a dimension (a normalized vector's parts lie in [-1, 1]): 4x smaller. */
export const encodeVector = (vector: Float32Array): string =>
  Buffer.from(Int8Array.from(vector, (part) => Math.round(part * 127)).buffer).toString('base64');
export const decodeVector = (encoded: string): Float32Array =>
  Float32Array.from(new Int8Array(Buffer.from(encoded, 'base64')), (part) => part / 127);
