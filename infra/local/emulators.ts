import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sesModule from 'aws-ses-v2-local';
import dynalite from 'dynalite';
import { createRequestHandler } from 'local-aws-sqs';
import S3rver from 's3rver';
import { LOOPBACK, listen, reservePort, type Service } from './ports';
import { localName } from './provision';
import { searchDatabaseBackend } from './rds-data/backend';
import { createDataApiServer } from './rds-data/server';
import { makeCopiesAtomic } from './s3rver-atomic-copy';
import { guardS3rver } from './s3rver-guards';

export type EmulatorService = Extract<Service, 'dynamodb' | 's3' | 'sqs' | 'ses' | 'rdsdata'>;

export interface Emulators {
  readonly ports: Record<EmulatorService, number>;
  readonly endpoints: Record<EmulatorService, string>;
  /** Stops one stand-in, e.g. to see how the site behaves when SES is down. */
  stopService(service: EmulatorService): Promise<void>;
  /** Starts a stopped stand-in again on its port. */
  startService(service: EmulatorService): Promise<void>;
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

interface Running {
  readonly port: number;
  stop(): Promise<void>;
}

type Starter = (dataDir: string, port: number) => Promise<Running>;

/* Each stand-in on loopback; s3rver and aws-ses-v2-local crash on a busy port, so it is checked first. */
const STARTERS: Record<EmulatorService, Starter> = {
  async dynamodb(dataDir, port) {
    await mkdir(join(dataDir, 'dynamodb'), { recursive: true });
    const server = dynalite({
      path: join(dataDir, 'dynamodb'),
      createTableMs: 0,
      deleteTableMs: 0,
      updateTableMs: 0,
    });
    return { port: await listen(server, 'dynamodb', port), stop: () => closeServer(server) };
  },
  async s3(dataDir, port) {
    const directory = join(dataDir, 's3');
    await mkdir(directory, { recursive: true });
    const bound = await reservePort('s3', port);
    const server = new S3rver({ address: LOOPBACK, port: bound, directory, silent: true });
    makeCopiesAtomic(server.store);
    await server.run();
    // Anonymous reads only where CloudFront reads on AWS: the media bucket's media/ prefix.
    guardS3rver(server, { root: directory, publicBucket: localName('media'), publicPrefix: 'media/' });
    return { port: bound, stop: () => server.close() };
  },
  async sqs(_dataDir, port) {
    const { service, requestHandler } = createRequestHandler({ port, hostname: LOOPBACK });
    const server = createServer(requestHandler);
    service.PORT = await listen(server, 'sqs', port);
    return { port: service.PORT, stop: () => closeServer(server) };
  },
  async ses(_dataDir, port) {
    const bound = await reservePort('ses', port);
    const server = await sesServer({ host: LOOPBACK, port: bound });
    return { port: bound, stop: () => closeServer(server) };
  },
  // The assistant's search database: PostgreSQL (PGlite, in this process) behind the Data API.
  async rdsdata(dataDir, port) {
    const backend = await searchDatabaseBackend(join(dataDir, 'search'));
    const server = createDataApiServer(backend);
    try {
      const bound = await listen(server, 'rdsdata', port);
      return {
        port: bound,
        stop: async () => {
          await closeServer(server);
          await backend.close();
        },
      };
    } catch (error) {
      await backend.close();
      throw error;
    }
  },
};

const SERVICES = Object.keys(STARTERS) as EmulatorService[];

/**
 * Starts dynalite, s3rver, local-aws-sqs, aws-ses-v2-local and the Data API stand-in on loopback,
 * in this process.
 */
export async function startEmulators(
  dataDir: string,
  ports: Record<EmulatorService, number>,
): Promise<Emulators> {
  const running = new Map<EmulatorService, Running>();
  const bound = { ...ports };
  const stopService = async (service: EmulatorService) => {
    const instance = running.get(service);
    running.delete(service);
    await instance?.stop();
  };
  const startService = async (service: EmulatorService) => {
    if (running.has(service)) return;
    const instance = await STARTERS[service](dataDir, bound[service]);
    bound[service] = instance.port;
    running.set(service, instance);
  };
  const stop = async () => {
    await Promise.all([...running.keys()].map(stopService));
  };
  try {
    for (const service of SERVICES) await startService(service);
  } catch (error) {
    await stop();
    throw error;
  }
  const endpoints = Object.fromEntries(SERVICES.map((s) => [s, url(bound[s])])) as Record<
    EmulatorService,
    string
  >;
  return { ports: { ...bound }, endpoints, stopService, startService, stop };
}
