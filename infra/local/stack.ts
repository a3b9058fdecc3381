import { mkdir } from 'node:fs/promises';
import { handler as migrateSearchDatabase } from '../../functions/assistant/migrate-handler';
import { scopes, stampChange } from '../../functions/lib/change-stamps';
import { parseTrustedNetworks } from '../../functions/lib/client-address';
import { BUCKETS } from '../../functions/lib/resources/buckets';
import { localAwsEnvironment } from './aws-env';
import { startBackgroundFunctions } from './background';
import { type EmulatorService, startEmulators } from './emulators';
import { createGateway } from './gateway';
import { listen, type Service } from './ports';
import { allowUploadsFrom, localName, provision } from './provision';
import { ensureSecretFile } from './secret-files';
import {
  DEMO_ACCOUNTS,
  type DemoAccount,
  seedDemoAccounts,
  seedDepartments,
  seedSampleFaculty,
  seedSampleRooms,
  seedSampleStudents,
  seedSampleTimetable,
} from './seed';
import { startIncomingSweep } from './sweep-incoming';
import { startWebServer, type WebMode } from './web-server';

export interface LocalStackOptions {
  readonly dataDir: string;
  readonly ports: Record<Service, number>;
  readonly web: WebMode | 'none';
  readonly onRequest?: (line: string) => void;
  /**
   * Seeds the sample college day (`npm start`); test stacks leave it out, so a test's class without
   * a timetable stays one (decision 50).
   */
  readonly sampleTimetable?: boolean;
}

export interface LocalStack {
  /** The ports bound, so a restart can take the same ones. */
  readonly ports: Record<Service, number>;
  readonly apiUrl: string;
  readonly webUrl: string | undefined;
  readonly endpoints: Record<EmulatorService, string>;
  readonly seededDepartments: number;
  readonly demoAccounts: readonly DemoAccount[];
  /** Stops one AWS stand-in while the rest keeps running (for failure tests). */
  stopService(service: EmulatorService): Promise<void>;
  /** Starts a stopped stand-in again. */
  startService(service: EmulatorService): Promise<void>;
  stop(): Promise<void>;
}

/* Handlers read these exactly as they read Lambda's environment on AWS. */
function configureEnvironment(endpoints: LocalStack['endpoints']): void {
  // TRUSTED_NETWORKS comes from the shell (`TRUSTED_NETWORKS=10.0.0.0/8 npm start`): a mistake in
  // it stops the start here, plainly, rather than failing each login.
  parseTrustedNetworks(process.env.TRUSTED_NETWORKS ?? '');
  Object.assign(process.env, localAwsEnvironment(endpoints), {
    // Contact mail goes from the site to the college office; locally both land in the SES stand-in.
    MAIL_FROM_ADDRESS: 'website@campus.local',
    COLLEGE_MAIL_ADDRESS: 'office@campus.local',
  });
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
    configureEnvironment(emulators.endpoints);
    process.env.JWT_SECRET_FILE = await ensureSecretFile(options.dataDir, 'jwt-secret');
    process.env.ORIGIN_SECRET_FILE = await ensureSecretFile(options.dataDir, 'origin-secret');
    Object.assign(process.env, await provision());
    // As the deploy's migration function does on AWS (functions/registry.ts).
    await migrateSearchDatabase();
    const seededDepartments = await seedDepartments();
    await Promise.all([seedDemoAccounts(), seedSampleFaculty(), seedSampleRooms(), seedSampleStudents()]);
    // After them: its rows name the demo Faculty member, the rooms and the students (decision 50).
    if (options.sampleTimetable) await seedSampleTimetable();
    // The seed writes past the app's writers: summaries kept by an earlier run read again (decision 64).
    await stampChange(scopes.college, scopes.admin);

    stops.push(startBackgroundFunctions());
    stops.push(startIncomingSweep(Object.keys(BUCKETS).map(localName)));

    // The site's address: the web server's once it runs, else (a test stack) the gateway's own.
    let siteOrigin = '';
    const gateway = createGateway({ siteOrigin: () => siteOrigin, onRequest: options.onRequest });
    const apiPort = await listen(gateway, 'api', options.ports.api);
    stops.push(
      () =>
        new Promise((resolve) => {
          gateway.closeAllConnections();
          gateway.close(() => resolve());
        }),
    );
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    siteOrigin = apiUrl;

    let webUrl: string | undefined;
    let webPort = 0;
    if (options.web !== 'none') {
      const web = await startWebServer(options.web, options.ports.web, apiUrl, {
        s3Url: emulators.endpoints.s3,
        bucket: localName('media'),
      });
      stops.push(() => web.stop());
      webUrl = web.url;
      webPort = web.port;
      siteOrigin = web.url;
    }
    // Browsers upload straight to the S3 stand-in from the site's origin, and from no other.
    await allowUploadsFrom(siteOrigin);
    const ports: Record<Service, number> = { ...emulators.ports, api: apiPort, web: webPort };
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
