import { resolve } from 'node:path';
import { logger } from '../../functions/lib/logger';
import { PROJECT_ROOT } from '../definitions/functions';
import { PortInUseError, portsFromEnv } from './ports';
import { startLocalStack } from './stack';
import type { WebMode } from './web-server';

const WEB_MODES: readonly WebMode[] = ['dev', 'build', 'preview'];

/*
 * The functions write for CloudWatch: INFO records for Logs Insights and metrics in CloudWatch's
 * embedded format, which no one reads here. The terminal shows the stack's own lines and the
 * functions' warnings and errors; `POWERTOOLS_LOG_LEVEL=INFO npm start` shows the rest of their
 * records, `POWERTOOLS_METRICS_DISABLED=false` their metrics.
 */
function keepTerminalToLocalLines(): void {
  if (!process.env.POWERTOOLS_LOG_LEVEL) logger.setLogLevel('WARN');
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
}

/* `npm start`: the whole site on this machine. CAMPUS_WEB=build serves the production bundle. */
async function main(): Promise<void> {
  keepTerminalToLocalLines();
  const webMode = WEB_MODES.find((mode) => mode === process.env.CAMPUS_WEB) ?? 'dev';
  const dataDir = resolve(PROJECT_ROOT, process.env.CAMPUS_DATA_DIR ?? '.data');
  const stack = await startLocalStack({
    dataDir,
    ports: portsFromEnv(),
    web: webMode,
    sampleTimetable: true,
    onRequest: (line) => console.log(`[api] ${line}`),
  });

  console.log(`
  Campus is running.

  Site:              ${stack.webUrl}
  API (gateway):     ${stack.apiUrl}/api
  Sent mail viewer:  ${stack.endpoints.ses}/  (a new sign-up's confirmation link is here)
  DynamoDB (dynalite): ${stack.endpoints.dynamodb}
  S3 (s3rver):       ${stack.endpoints.s3}
  SQS (local-aws-sqs): ${stack.endpoints.sqs}
  SES (aws-ses-v2-local): ${stack.endpoints.ses}
  Search database (PGlite behind the RDS Data API): ${stack.endpoints.rdsdata}
  Data:              ${dataDir}${stack.seededDepartments ? `\n  Seeded ${stack.seededDepartments} departments.` : ''}

  Demo accounts (local only):
${stack.demoAccounts.map((a) => `    ${a.role.padEnd(8)} ${a.email.padEnd(22)} password: ${a.password}`).join('\n')}

  Press Ctrl-C to stop.
`);

  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Campus...');
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (
    error instanceof PortInUseError ||
    (error instanceof Error && error.message.includes('_PORT must be'))
  ) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error('Campus could not start:', error);
  }
  process.exit(1);
});
