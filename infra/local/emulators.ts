import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sesModule from 'aws-ses-v2-local';
import dynalite from 'dynalite';
import { createRequestHandler } from 'local-aws-sqs';
import S3rver from 's3rver';
import { LOOPBACK, listen, reservePort, type Service } from './ports';

export type EmulatorService = Extract<Service, 'dynamodb' | 's3' | 'sqs' | 'ses'>;

export interface Emulators {
  readonly endpoints: Record<EmulatorService, string>;
  /** Stops one stand-in, e.g. to see how the site behaves when SES is down. */
  stopService(service: EmulatorService): Promise<void>;
  stop(): Promise<void>;
}

/* A CommonJS module with `exports.default`: Node's ESM loader hands over the whole exports object. */
type SesStart = typeof sesModule;
const sesServer: SesStart = (sesModule as unknown as { default?: SesStart }).default ?? sesModule;

const url = (port: number) => `http://${LOOPBACK}:${port}`;

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Starts dynalite, s3rver, local-aws-sqs and aws-ses-v2-local on loopback, in this process. */
export async function startEmulators(
  dataDir: string,
  ports: Record<EmulatorService, number>,
): Promise<Emulators> {
  const stops = new Map<EmulatorService, () => Promise<void>>();
  const stopService = async (service: EmulatorService) => {
    const stopOne = stops.get(service);
    stops.delete(service);
    await stopOne?.();
  };
  const stop = async () => {
    await Promise.all([...stops.keys()].map(stopService));
  };
  try {
    await mkdir(join(dataDir, 'dynamodb'), { recursive: true });
    const dynamo = dynalite({
      path: join(dataDir, 'dynamodb'),
      createTableMs: 0,
      deleteTableMs: 0,
      updateTableMs: 0,
    });
    const dynamoPort = await listen(dynamo, 'dynamodb', ports.dynamodb);
    stops.set('dynamodb', () => closeServer(dynamo));

    await mkdir(join(dataDir, 's3'), { recursive: true });
    const s3Port = await reservePort('s3', ports.s3);
    const s3 = new S3rver({ address: LOOPBACK, port: s3Port, directory: join(dataDir, 's3'), silent: true });
    await s3.run();
    stops.set('s3', () => s3.close());

    const { service: sqsService, requestHandler } = createRequestHandler({
      port: ports.sqs,
      hostname: LOOPBACK,
    });
    const sqs = createServer(requestHandler);
    sqsService.PORT = await listen(sqs, 'sqs', ports.sqs);
    stops.set('sqs', () => closeServer(sqs));

    const sesPort = await reservePort('ses', ports.ses);
    const ses = await sesServer({ host: LOOPBACK, port: sesPort });
    stops.set('ses', () => closeServer(ses));

    return {
      endpoints: { dynamodb: url(dynamoPort), s3: url(s3Port), sqs: url(sqsService.PORT), ses: url(sesPort) },
      stopService,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
