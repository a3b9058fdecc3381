import { Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { campusSynth, synthWithNag, testApp } from './synth';

describe('cdk-nag AwsSolutions', () => {
  it('finds nothing unacknowledged in the Campus stacks', () => {
    const { violations } = campusSynth();
    expect(violations).toEqual([]);
  });

  it('does report a finding nobody acknowledged (the check above is not vacuous)', () => {
    const app = testApp();
    new Bucket(new Stack(app, 'Careless'), 'OpenBucket');
    const rules = synthWithNag(app).map((violation) => violation.rule);
    expect(rules).toContain('AwsSolutions-S1');
    expect(rules).toContain('AwsSolutions-S10');
  });
});
