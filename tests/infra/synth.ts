import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { inject } from 'vitest';
import { APP_SHELL_FILE, SITE_ORIGIN_MARK } from '#web/page-documents';
import { buildCampus } from '../../infra/campus';
import { RENDERED_FILES } from '../../infra/stacks/rendered-pages';

/** The run's directory (global-setup.ts), so tests never touch cdk.out and leave nothing behind. */
const OUT_ROOT = inject('infraOutRoot');

export interface NagViolation {
  readonly rule: string;
  readonly path: string;
  readonly severity: string;
}

interface ValidationReport {
  pluginReports: {
    violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[];
  }[];
}

/**
 * Synthesizes with cdk-nag's AwsSolutions pack as `cdk synth` does, and returns every finding that
 * was not acknowledged (errors and warnings alike), read from CDK's validation report. Call it on
 * an app nothing has synthesized yet: a second synth returns the first one's assembly unchecked.
 */
export function synthWithNag(app: App): NagViolation[] {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  // Apps may share an output directory (see campusApp); a report left by another is not this one's.
  const reportPath = join(app.outdir, 'validation-report.json');
  rmSync(reportPath, { force: true });
  try {
    app.synth();
  } catch (error) {
    // Findings make synth throw; they are then read from the report below like any others.
    const isValidationFailure = error instanceof Error && error.message.includes('validation-report.json');
    if (!isValidationFailure) throw error;
  }
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as ValidationReport;
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((violation) =>
      violation.violatingConstructs.map((construct) => ({
        rule: violation.ruleName,
        path: construct.constructPath,
        severity: violation.severity,
      })),
    ),
  );
}

/** A fresh App writing to a temporary directory of its own; `-c` settings optional. */
export function testApp(context: Record<string, string> = {}): App {
  return new App({ outdir: mkdtempSync(join(OUT_ROOT, 'cdk-')), context });
}

/**
 * The web build is an asset of the web stack; stand-ins for its documents (the app shell and each
 * rendered page, with the mark the deploy replaces by the site's address) keep synth fast and offline.
 */
export function webAssetFixture(): string {
  const dir = mkdtempSync(join(OUT_ROOT, 'web-'));
  writeFileSync(join(dir, APP_SHELL_FILE), '<!doctype html><title>Campus</title>');
  for (const file of RENDERED_FILES) {
    writeFileSync(join(dir, file), `<!doctype html><link rel="canonical" href="${SITE_ORIGIN_MARK}/" />`);
  }
  return dir;
}

/*
 * Bundling the Lambdas (esbuild, through npx, once per function) is most of a synth's time. CDK
 * keeps each staged asset in memory per output directory, so every Campus app of this process
 * writes to one directory: the functions are bundled by the first app and reused by the others,
 * the same bundles each time. The infra project runs its files in one worker without isolation
 * (vitest.config.ts), so "this process" is the whole run.
 */
const RUN_OUTDIR = join(OUT_ROOT, 'campus');
mkdirSync(RUN_OUTDIR, { recursive: true });
const RUN_WEB_ASSET = webAssetFixture();

/**
 * An App for the Campus stacks, in the run's shared output directory. Read what it synthesizes at
 * once (as campusSynth does): the next app's synth writes over the same files.
 */
export function campusApp(context: Record<string, string> = {}): App {
  return new App({ outdir: RUN_OUTDIR, context });
}

/** buildCampus on a campusApp: for settings that must be refused before anything is synthesized. */
export function buildCampusWith(context: Record<string, string>, webAssetPath = RUN_WEB_ASSET) {
  return buildCampus(campusApp(context), { webAssetPath });
}

export interface CampusSynth {
  readonly data: Template;
  readonly api: Template;
  readonly web: Template;
  readonly operations: Template;
  /** CampusMail: the SES configuration set, and the domain identity when asked for. */
  readonly mail: Template;
  /** CampusEdgeSecurity (us-east-1), made only when the deployment asks for a web ACL of its own. */
  readonly edgeSecurity?: Template;
  /** cdk-nag's unacknowledged findings for this configuration (synthWithNag). */
  readonly violations: readonly NagViolation[];
}

const synthesized = new Map<string, CampusSynth>();

const templateOf = (app: App, stack: Stack) =>
  Template.fromJSON(JSON.parse(readFileSync(join(app.outdir, stack.templateFile), 'utf8')));

/**
 * The Campus stacks' templates and cdk-nag's findings for one configuration: the `-c` settings,
 * and the account and region the CDK CLI would pass (CDK_DEFAULT_ACCOUNT, CDK_DEFAULT_REGION, as
 * the process has them now). Each configuration is synthesized once per run, with cdk-nag, and
 * its templates read back at once; later calls get the same result.
 */
export function campusSynth(context: Record<string, string> = {}): CampusSynth {
  const key = JSON.stringify([context, process.env.CDK_DEFAULT_ACCOUNT, process.env.CDK_DEFAULT_REGION]);
  const known = synthesized.get(key);
  if (known) return known;
  const app = campusApp(context);
  const stacks = buildCampus(app, { webAssetPath: RUN_WEB_ASSET });
  const violations = synthWithNag(app);
  const result: CampusSynth = {
    data: templateOf(app, stacks.data),
    api: templateOf(app, stacks.api),
    web: templateOf(app, stacks.web),
    operations: templateOf(app, stacks.operations),
    mail: templateOf(app, stacks.mail),
    edgeSecurity: stacks.edgeSecurity && templateOf(app, stacks.edgeSecurity),
    violations,
  };
  synthesized.set(key, result);
  return result;
}
