import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stage, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildCampus } from '../../infra/campus';

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
 * was not acknowledged (errors and warnings alike), read from CDK's validation report.
 */
export function synthWithNag(app: App): NagViolation[] {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  try {
    app.synth();
  } catch (error) {
    // Findings make synth throw; they are then read from the report below like any others.
    const isValidationFailure = error instanceof Error && error.message.includes('validation-report.json');
    if (!isValidationFailure) throw error;
  }
  const reportPath = join(app.outdir, 'validation-report.json');
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

/** A fresh App writing to a temporary directory, so tests never touch cdk.out; `-c` settings optional. */
export function testApp(context: Record<string, string> = {}): App {
  return new App({ outdir: mkdtempSync(join(tmpdir(), 'campus-cdk-')), context });
}

/** The web build is an asset of the web stack; a one-file stand-in keeps synth fast and offline. */
export function webAssetFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'campus-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Campus</title>');
  return dir;
}

export function synthCampus() {
  const app = testApp();
  const stacks = buildCampus(app, { webAssetPath: webAssetFixture() });
  const violations = synthWithNag(app);
  return { app: app as Stage, stacks, violations };
}

/** The Campus stacks' templates, synthesized once per call with the one-file web build. */
export function campusTemplates() {
  const stacks = buildCampus(testApp(), { webAssetPath: webAssetFixture() });
  return {
    data: Template.fromStack(stacks.data),
    api: Template.fromStack(stacks.api),
    web: Template.fromStack(stacks.web),
    operations: Template.fromStack(stacks.operations),
  };
}
