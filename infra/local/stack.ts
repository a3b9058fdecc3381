import { mkdir } from 'node:fs/promises';
import { handler as retryContactMail } from '../../functions/contact/retry-handler';
import { type EmulatorService, startEmulators } from './emulators';
import { createGateway } from './gateway';
import { listen, type Service } from './ports';
import { provision } from './provision';
import {
  DEMO_ACCOUNTS,
  type DemoAccount,
  seedDemoAccounts,
  seedDepartments,
  seedSampleFaculty,
} from './seed';
import { ensureSigningKeyFile } from './signing-key-file';
import { startWebServer, type WebMode } from './web-server';

export interface LocalStackOptions {
  readonly dataDir: string;
  readonly ports: Record<Service, number>;
  readonly web: WebMode | 'none';
  readonly onRequest?: (line: string) => void;
}

export interface LocalStack {
  /** The ports bound, so a restart can take the same ones. */
  readonly ports: Record<Service, number>;
  readonly apiUrl: string;
  readonly webUrl: string | undefined;
  readonly endpoints: Record<'dynamodb' | 's3' | 'sqs' | 'ses', string>;
  readonly seededDepartments: number;
  readonly demoAccounts: readonly DemoAccount[];
  /** Stops one AWS stand-in while the rest keeps running (for failure tests). */
  stopService(service: EmulatorService): Promise<void>;
  /** Starts a stopped stand-in again. */
  startService(service: EmulatorService): Promise<void>;
  stop(): Promise<void>;
}

/*
 * Handlers read these exactly as they read Lambda's environment on AWS. Endpoints go through the
 * SDK's standard AWS_ENDPOINT_URL_<SERVICE> variables, so nothing in functions/ knows it is local.
 */
function configureEndpoints(endpoints: LocalStack['endpoints']): void {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    // s3rver accepts only its own well-known key pair; the other stand-ins accept any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    // Lambda runs Node 24; the SDK's notice about this machine's Node 20 is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SQS: endpoints.sqs,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    // s3rver computes no CRC checksums and needs path-style addresses.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    S3_FORCE_PATH_STYLE: 'true',
    // Contact mail goes from the site to the college office; locally both land in the SES stand-in.
    MAIL_FROM_ADDRESS: 'website@campus.local',
    COLLEGE_MAIL_ADDRESS: 'office@campus.local',
  });
}

/* EventBridge runs the contact-mail retry every 10 minutes on AWS; locally once a minute. */
function scheduleContactRetry(): () => Promise<void> {
  const timer = setInterval(() => {
    retryContactMail().catch((error: unknown) => console.error('Contact mail retry failed', error));
  }, 60_000);
  timer.unref();
  return async () => clearInterval(timer);
}

/** Starts the whole site in this process: stand-ins, resources, seed data, gateway and web. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  await mkdir(options.dataDir, { recursive: true });
  const emulators = await startEmulators(options.dataDir, options.ports);
  const stops: (() => Promise<void>)[] = [() => emulators.stop()];
  const stop = async () => {
    for (const fn of stops.splice(0).reverse()) await fn();
  };
  try {
    configureEndpoints(emulators.endpoints);
    process.env.JWT_SECRET_FILE = await ensureSigningKeyFile(options.dataDir);
    Object.assign(process.env, await provision());
    const seededDepartments = await seedDepartments();
    await Promise.all([seedDemoAccounts(), seedSampleFaculty()]);

    stops.push(scheduleContactRetry());

    const gateway = createGateway({ onRequest: options.onRequest });
    const apiPort = await listen(gateway, 'api', options.ports.api);
    stops.push(
      () =>
        new Promise((resolve) => {
          gateway.closeAllConnections();
          gateway.close(() => resolve());
        }),
    );
    const apiUrl = `http://127.0.0.1:${apiPort}`;

    let webUrl: string | undefined;
    if (options.web !== 'none') {
      const web = await startWebServer(options.web, options.ports.web, apiUrl);
      stops.push(() => web.stop());
      webUrl = web.url;
    }
    const portOf = (url: string | undefined) => (url ? Number(new URL(url).port) : 0);
    const ports: Record<Service, number> = {
      web: portOf(webUrl),
      api: apiPort,
      dynamodb: portOf(emulators.endpoints.dynamodb),
      s3: portOf(emulators.endpoints.s3),
      sqs: portOf(emulators.endpoints.sqs),
      ses: portOf(emulators.endpoints.ses),
    };
    const { endpoints, stopService, startService } = emulators;
    const demoAccounts = DEMO_ACCOUNTS;
    return {
      ports,
      apiUrl,
      webUrl,
      endpoints,
      seededDepartments,
      demoAccounts,
      stopService,
      startService,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
