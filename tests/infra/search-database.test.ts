import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { DatabaseCluster } from 'aws-cdk-lib/aws-rds';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { describe, expect, it } from 'vitest';
import { SEARCH_DATABASE_NAME } from '../../functions/lib/resources/search-database';
import { DEPLOY_FUNCTIONS } from '../../functions/registry';
import { SEARCH_DB_CAPACITY_DEFAULTS } from '../../infra/config/capacity-config';
import { DATA_API_ACTIONS, type DataResources, grantResources } from '../../infra/constructs/grant-resources';
import { buildCampusWith, campusSynth, testApp } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
type Resources = Record<string, Resource>;
type Statement = { Action: string | string[]; Resource: unknown };

const only = (template: Template, type: string) => {
  const found = Object.values(template.findResources(type) as Resources);
  expect(found, type).toHaveLength(1);
  return found[0] as Resource;
};

describe('the search database (Aurora PostgreSQL Serverless v2, decision 28)', () => {
  it('is one Aurora PostgreSQL 17 cluster with one serverless writer, the Data API on, encrypted, backed up 35 days', () => {
    const { data } = campusSynth();
    const cluster = only(data, 'AWS::RDS::DBCluster').Properties;
    expect(cluster).toMatchObject({
      Engine: 'aurora-postgresql',
      EngineVersion: expect.stringMatching(/^17\./),
      EnableHttpEndpoint: true,
      DatabaseName: SEARCH_DATABASE_NAME,
      StorageEncrypted: true,
      BackupRetentionPeriod: 35,
      DeletionProtection: true,
      // Paused after 15 idle minutes; 4 ACUs at most (capacity-config.ts).
      ServerlessV2ScalingConfiguration: { MinCapacity: 0, MaxCapacity: 4, SecondsUntilAutoPause: 900 },
    });
    expect(cluster.EnableIAMDatabaseAuthentication).toBeUndefined();
    // The password is generated into Secrets Manager at deploy time, never written in the template.
    expect(JSON.stringify(cluster.MasterUserPassword)).toContain('{{resolve:secretsmanager:');
    const writer = only(data, 'AWS::RDS::DBInstance').Properties;
    expect(writer).toMatchObject({ DBInstanceClass: 'db.serverless', PubliclyAccessible: false });
    only(data, 'AWS::SecretsManager::SecretTargetAttachment');
  });

  it('sits in a VPC of its own with isolated subnets only: no NAT, no internet gateway, a security group that lets nothing through', () => {
    const { data } = campusSynth();
    data.resourceCountIs('AWS::EC2::VPC', 1);
    data.resourceCountIs('AWS::EC2::NatGateway', 0);
    data.resourceCountIs('AWS::EC2::InternetGateway', 0);
    data.resourceCountIs('AWS::EC2::VPCEndpoint', 0);
    // An isolated subnet's route table has only the VPC's local route: CloudFormation lists none.
    data.resourceCountIs('AWS::EC2::Route', 0);
    const subnets = Object.values(data.findResources('AWS::EC2::Subnet') as Resources);
    expect(subnets).toHaveLength(2);
    for (const subnet of subnets) expect(subnet.Properties.MapPublicIpOnLaunch).toBe(false);
    const group = only(data, 'AWS::EC2::SecurityGroup').Properties;
    expect(group.SecurityGroupIngress).toBeUndefined();
    // CDK's way of saying "no egress": one rule no packet can match.
    expect(group.SecurityGroupEgress).toEqual([
      expect.objectContaining({ CidrIp: '255.255.255.255/32', IpProtocol: 'icmp' }),
    ]);
  });

  it('is kept, with its network and its secret, when the stack is deleted, as the tables are', () => {
    const { data } = campusSynth();
    for (const type of [
      'AWS::RDS::DBCluster',
      'AWS::RDS::DBInstance',
      'AWS::RDS::DBSubnetGroup',
      'AWS::EC2::VPC',
      'AWS::EC2::Subnet',
      'AWS::EC2::RouteTable',
      'AWS::EC2::SubnetRouteTableAssociation',
      'AWS::EC2::SecurityGroup',
    ]) {
      const resources = Object.values(data.findResources(type) as Resources);
      expect(resources.length, type).toBeGreaterThan(0);
      for (const resource of resources) expect(resource.DeletionPolicy, type).toBe('Retain');
    }
    const secrets = Object.entries(data.findResources('AWS::SecretsManager::Secret') as Resources);
    const [, secret] = secrets.find(([id]) => id.includes('SearchDatabase')) ?? [];
    expect(secret?.DeletionPolicy).toBe('Retain');
  });

  it('takes its capacity as parameters: a minimum above 0 never pauses', () => {
    const { data, violations } = campusSynth({
      'campus:searchDbMinCapacity': '0.5',
      'campus:searchDbMaxCapacity': '8',
    });
    expect(only(data, 'AWS::RDS::DBCluster').Properties.ServerlessV2ScalingConfiguration).toEqual({
      MinCapacity: 0.5,
      MaxCapacity: 8,
    });
    expect(violations).toEqual([]);
  });

  it('says plainly what is wrong with a capacity parameter', () => {
    const build = (context: Record<string, string>) => () => buildCampusWith(context);
    for (const value of ['-1', '0.25', 'none', '', '300']) {
      expect(build({ 'campus:searchDbMinCapacity': value }), value).toThrow(
        'campus:searchDbMinCapacity must be Aurora capacity units from 0 to 256 in steps of 0.5',
      );
    }
    // Aurora's maximum is 1 ACU or more.
    expect(build({ 'campus:searchDbMaxCapacity': '0.5' })).toThrow(
      'campus:searchDbMaxCapacity must be Aurora capacity units from 1 to 256',
    );
    expect(build({ 'campus:searchDbMinCapacity': '8', 'campus:searchDbMaxCapacity': '4' })).toThrow(
      'campus:searchDbMaxCapacity (4) must be at least campus:searchDbMinCapacity (8)',
    );
    expect(SEARCH_DB_CAPACITY_DEFAULTS).toEqual({ minCapacity: 0, maxCapacity: 4 });
  });
});

describe('the search database’s grant', () => {
  const CLUSTER_ARN = {
    'Fn::Join': [
      '',
      ['arn:', { Ref: 'AWS::Partition' }, ':rds:ap-south-1:123456789012:cluster:campus-search'],
    ],
  };
  /* A function granted only the search database, in a stack of its own: nothing else in its policy. */
  const granted = () => {
    const stack = new Stack(testApp(), 'Grants', { env: { account: '123456789012', region: 'ap-south-1' } });
    const cluster = DatabaseCluster.fromDatabaseClusterAttributes(stack, 'Cluster', {
      clusterIdentifier: 'campus-search',
    });
    const secret = Secret.fromSecretCompleteArn(
      stack,
      'Secret',
      'arn:aws:secretsmanager:ap-south-1:123456789012:secret:campus-search-AbCdEf',
    );
    const fn = new LambdaFunction(stack, 'Fn', {
      runtime: Runtime.NODEJS_24_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => {};'),
    });
    grantResources(fn, { searchDatabase: true }, {
      searchDatabase: { cluster, secret },
    } as unknown as DataResources);
    return Template.fromStack(stack);
  };

  it('sets the contract’s three variables and allows the Data API on that one cluster and reading its secret, nothing more', () => {
    const template = granted();
    const fn = only(template, 'AWS::Lambda::Function').Properties;
    expect((fn.Environment as { Variables: unknown }).Variables).toEqual({
      SEARCH_DB_CLUSTER_ARN: CLUSTER_ARN,
      SEARCH_DB_SECRET_ARN: 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:campus-search-AbCdEf',
      SEARCH_DB_NAME: 'campus_search',
    });
    const policy = only(template, 'AWS::IAM::Policy').Properties.PolicyDocument as { Statement: Statement[] };
    expect(policy.Statement).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: [
          'rds-data:BeginTransaction',
          'rds-data:CommitTransaction',
          'rds-data:ExecuteStatement',
          'rds-data:RollbackTransaction',
        ],
        Resource: CLUSTER_ARN,
      }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'],
        Resource: 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:campus-search-AbCdEf',
      }),
    ]);
  });

  it('grants what CDK’s own grantDataApiAccess would but the batch call no code makes, and no data API wildcard', () => {
    const stack = new Stack(testApp(), 'Reference', {
      env: { account: '123456789012', region: 'ap-south-1' },
    });
    const cluster = DatabaseCluster.fromDatabaseClusterAttributes(stack, 'Cluster', {
      clusterIdentifier: 'campus-search',
      dataApiEnabled: true,
    });
    const fn = new LambdaFunction(stack, 'Fn', {
      runtime: Runtime.NODEJS_24_X,
      handler: 'index.handler',
      code: Code.fromInline('exports.handler = async () => {};'),
    });
    cluster.grantDataApiAccess(fn);
    const reference = only(Template.fromStack(stack), 'AWS::IAM::Policy').Properties.PolicyDocument as {
      Statement: Statement[];
    };
    expect([reference.Statement[0]?.Action].flat().sort()).toEqual(
      [...DATA_API_ACTIONS, 'rds-data:BatchExecuteStatement'].sort(),
    );
    const ours = only(granted(), 'AWS::IAM::Policy').Properties.PolicyDocument as { Statement: Statement[] };
    for (const statement of ours.Statement)
      for (const action of [statement.Action].flat()) expect(action).not.toContain('*');
  });
});

describe('the search database’s migrations, run by the deploy', () => {
  it('runs the migration function through a CloudFormation trigger, again whenever its code changes, and waits for it', () => {
    const { api } = campusSynth();
    const functions = Object.entries(api.findResources('AWS::Lambda::Function') as Resources);
    const found = functions.find(([id]) => id.startsWith('searchMigrationsFunction'));
    if (!found) throw new Error('no searchMigrations function');
    const [migrateId, migrate] = found;
    expect(migrate.Properties).toMatchObject({
      Timeout: DEPLOY_FUNCTIONS.searchMigrations.timeoutSeconds,
      Description: DEPLOY_FUNCTIONS.searchMigrations.description,
    });
    const variables = (migrate.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual([
      'NODE_OPTIONS',
      'SEARCH_DB_CLUSTER_ARN',
      'SEARCH_DB_NAME',
      'SEARCH_DB_SECRET_ARN',
    ]);
    // The function, and so the trigger, waits for its role's policy: no first run is denied.
    const dependsOn = (api.toJSON().Resources[migrateId] as { DependsOn: string[] }).DependsOn;
    expect(dependsOn).toEqual(
      expect.arrayContaining([expect.stringMatching(/^searchMigrationsFunctionRoleDefaultPolicy/)]),
    );
    const trigger = only(api, 'Custom::Trigger').Properties;
    expect(trigger).toMatchObject({
      InvocationType: 'RequestResponse',
      Timeout: String(DEPLOY_FUNCTIONS.searchMigrations.timeoutSeconds * 1000),
      ExecuteOnHandlerChange: true,
    });
    // The trigger runs the function's current version, which changes with its code or settings.
    const version = (trigger.HandlerArn as { Ref: string }).Ref;
    const versions = api.findResources('AWS::Lambda::Version') as Resources;
    expect(versions[version]?.Properties.FunctionName).toEqual({ Ref: migrateId });
  });
});
