import { createServer, type Server } from 'node:net';

export const LOOPBACK = '127.0.0.1';

export const SERVICES = ['web', 'api', 'dynamodb', 's3', 'sqs', 'ses', 'rdsdata'] as const;
export type Service = (typeof SERVICES)[number];

const DEFAULT_PORTS: Record<Service, number> = {
  web: 5173,
  api: 3001,
  dynamodb: 8000,
  s3: 4569,
  sqs: 9324,
  ses: 8005,
  rdsdata: 8010,
};

export const portEnvVar = (service: Service) => `CAMPUS_${service.toUpperCase()}_PORT`;

export class PortInUseError extends Error {
  constructor(service: Service, port: number) {
    super(
      `Cannot start the local ${service} service: port ${port} on ${LOOPBACK} is already in use.\n` +
        `Stop whatever is using it, or choose another port, e.g. ${portEnvVar(service)}=${port + 100} npm start`,
    );
    this.name = 'PortInUseError';
  }
}

/** Ports from CAMPUS_<SERVICE>_PORT, else the defaults; 0 asks the OS for a free port. */
export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<Service, number> {
  const ports = { ...DEFAULT_PORTS };
  for (const service of SERVICES) {
    const raw = env[portEnvVar(service)];
    if (raw === undefined || raw === '') continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new Error(`${portEnvVar(service)} must be a port number from 0 to 65535, not "${raw}"`);
    }
    ports[service] = port;
  }
  return ports;
}

/** Listens and resolves with the bound port; a busy port becomes a PortInUseError, not a crash. */
export function listen(
  server: Server | import('node:http').Server,
  service: Service,
  port: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(service, port) : error);
    };
    server.once('error', onError);
    server.listen(port, LOOPBACK, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * For emulators whose own start-up cannot report a busy port (they crash on it), check first.
 * Returns the port to use: the one asked for, or a free one when 0 was asked.
 */
export async function reservePort(service: Service, port: number): Promise<number> {
  const probe = createServer();
  const bound = await listen(probe, service, port);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return bound;
}
