import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { beforeAll, describe, expect, it } from 'vitest';
import { originSecretVersionId } from '../../infra/config/transport-config';
import { type CampusSynth, campusSynth, testApp } from './synth';

type Outputs = Record<string, { Export?: { Name?: unknown } }>;

const exportsOf = (data: Template) =>
  new Set(
    Object.values(data.toJSON().Outputs as Outputs)
      .map((output) => output.Export?.Name)
      .filter((name): name is string => typeof name === 'string'),
  );

/** Every export name a template imports (Fn::ImportValue), wherever in the template it sits. */
function importsOf(template: Template): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'Fn::ImportValue' && typeof value === 'string') names.add(value);
        else walk(value);
      }
    }
  };
  walk(template.toJSON());
  return names;
}

/** What the other stacks import from CampusData (its exports' names begin with the stack's). */
const importedFromData = (synth: CampusSynth) =>
  new Set(
    [synth.api, synth.web, synth.operations]
      .flatMap((template) => [...importsOf(template)])
      .filter((name) => name.startsWith('CampusData')),
  );

/** The header CloudFront sends the API, with the origin's other settings. */
function apiOriginHeaders(web: Template) {
  const [distribution] = Object.values(web.findResources('AWS::CloudFront::Distribution'));
  const origins = distribution?.Properties.DistributionConfig.Origins as {
    CustomOriginConfig?: unknown;
    OriginCustomHeaders?: unknown;
  }[];
  // The API's origin; the pages function's, the other custom origin, is sent no header.
  return origins.find((origin) => origin.CustomOriginConfig && origin.OriginCustomHeaders)
    ?.OriginCustomHeaders;
}

/*
 * Rotating the origin secret is a new value in the same secret, then a deploy of every stack with
 * the generation raised. CloudFormation updates CampusData first, while CampusApi and CampusWeb
 * still import what the previous generation exported: an export they import must not disappear
 * (cdk.json's strong references make CloudFormation refuse and roll back).
 */
describe('rotating the origin secret', () => {
  let first: CampusSynth;
  let second: CampusSynth;
  beforeAll(() => {
    first = campusSynth();
    second = campusSynth({ 'campus:originSecretGeneration': '2' });
  });

  it('keeps every export another stack imports, in both directions', () => {
    for (const [before, after] of [
      [first, second],
      [second, first],
    ] as const) {
      const imported = importedFromData(before);
      expect(imported.size).toBeGreaterThan(0);
      const kept = exportsOf(after.data);
      expect([...imported].filter((name) => !kept.has(name))).toEqual([]);
    }
  });

  it('keeps the one secret, under its first id', () => {
    expect(second.violations).toEqual([]);
    for (const synth of [first, second]) {
      const secrets = Object.keys(synth.data.findResources('AWS::SecretsManager::Secret'));
      expect(secrets.filter((id) => id.startsWith('OriginSecret'))).toEqual([
        expect.stringMatching(/^OriginSecret[0-9A-F]{8}$/),
      ]);
    }
    expect(first.data.toJSON().Resources).toEqual(second.data.toJSON().Resources);
  });

  it('changes the dynamic reference CloudFront sends, so CloudFormation reads the secret again', () => {
    const before = JSON.stringify(apiOriginHeaders(first.web));
    const after = JSON.stringify(apiOriginHeaders(second.web));
    expect(before).toContain('{{resolve:secretsmanager:');
    expect(before).toContain(':SecretString:::}}');
    expect(after).toContain(`:SecretString:::${originSecretVersionId(2)}}}`);
    expect(originSecretVersionId(2)?.length).toBeGreaterThanOrEqual(32); // a ClientRequestToken's minimum
    expect(after).not.toBe(before);
  });

  it('lets the Lambdas read every version of the secret, AWSPREVIOUS included', () => {
    const statements = Object.values(second.api.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as { Action: unknown; Condition?: unknown }[],
    );
    const reads = statements.filter((s) =>
      JSON.stringify(s.Action).includes('secretsmanager:GetSecretValue'),
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const statement of reads) expect(statement.Condition).toBeUndefined();
  });
});

/*
 * An earlier release made a new secret per generation (OriginSecret2, …). The deploy that moves
 * such a stack to OriginSecret keeps the retired secret's export, which the other stacks import
 * until that same deploy updates them.
 */
describe('moving a deploy of an earlier generation back to OriginSecret', () => {
  /** What the earlier release's CampusData exported for CampusApi at generation 2. */
  function earlierExport(): string {
    const app = testApp();
    const data = new Stack(app, 'CampusData');
    const secret = new Secret(data, 'OriginSecret2', {
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    // Any use of the secret's ARN in another stack is an import of the same export.
    new CfnOutput(new Stack(app, 'CampusApi'), 'UsesOriginSecret', { value: secret.secretArn });
    const template = app.synth().getStackByName('CampusData').template as { Outputs?: Outputs };
    return Object.values(template.Outputs ?? {}).find((output) => output.Export)?.Export?.Name as string;
  }

  it('keeps the retired secret and the export the other stacks still import', () => {
    const migrating = campusSynth({ 'campus:retiredOriginSecretGeneration': '2' });
    expect(migrating.violations).toEqual([]);
    const secrets = Object.keys(migrating.data.findResources('AWS::SecretsManager::Secret'));
    expect(secrets.filter((id) => id.startsWith('OriginSecret'))).toHaveLength(2);
    expect(exportsOf(migrating.data)).toContain(earlierExport());
  });
});
