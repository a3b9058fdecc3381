// One cold start in a fresh process: the bundle loaded, then the page served twice, its document
// read from a local HTTP server that answers as S3 does. Prints the three times as JSON.
const http = require('node:http');
const { readFileSync } = require('node:fs');
const [, , bundle, documentFile] = process.argv;
const doc = readFileSync(documentFile);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html', 'content-length': doc.length });
  res.end(doc);
});
server.listen(0, '127.0.0.1', async () => {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${server.address().port}`,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'cold-start',
    AWS_SECRET_ACCESS_KEY: 'cold-start',
    SITE_BUCKET: 'site',
    POWERTOOLS_LOG_LEVEL: 'ERROR',
  });
  const sdk = performance.now();
  require('@aws-sdk/client-s3');
  const started = performance.now();
  const { handler } = require(bundle);
  const loaded = performance.now();
  const event = { rawPath: '/departments', requestContext: { http: { method: 'GET' } } };
  const first = await handler(event);
  const served = performance.now();
  await handler(event);
  const again = performance.now();
  if (first.statusCode !== 200 || !first.body.includes('campus-page-data'))
    throw new Error(`the page was not served with its data: ${first.statusCode}`);
  console.log(
    JSON.stringify({
      sdk: started - sdk,
      load: loaded - started,
      first: served - loaded,
      warm: again - served,
    }),
  );
  server.close();
});
