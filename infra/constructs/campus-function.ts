import { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LAMBDA_EXTERNAL_MODULES, LAMBDA_LOADERS, LAMBDA_MINIFY, LAMBDA_NODE_TARGET } from './bundling';

export interface CampusFunctionProps {
  readonly entry: string;
  readonly description: string;
  readonly environment?: Record<string, string>;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  /** Values written into the bundle in place of the expressions named (esbuild's define). */
  readonly define?: Record<string, string>;
  /** Project folders copied beside the bundle (the registry's dataFiles). */
  readonly dataFiles?: readonly { readonly from: string; readonly to: string }[];
}

/** A Lambda with the project's defaults: Node 24 on arm64, bundled by the local esbuild. */
export class CampusFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: CampusFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    // An own role that may write only to its own log group, instead of the broad managed policy.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    const functionProps: NodejsFunctionProps = {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      role,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        target: LAMBDA_NODE_TARGET,
        minify: LAMBDA_MINIFY,
        sourceMap: true,
        externalModules: LAMBDA_EXTERNAL_MODULES,
        loader: LAMBDA_LOADERS,
        ...(props.define ? { define: props.define } : {}),
        forceDockerBundling: false,
        ...(props.dataFiles?.length
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) =>
                  (props.dataFiles ?? []).map(
                    ({ from, to }) => `cp -r "${inputDir}/${from}" "${outputDir}/${to}"`,
                  ),
              },
            }
          : {}),
      },
    };
    this.function = new NodejsFunction(this, 'Function', functionProps);
  }
}
