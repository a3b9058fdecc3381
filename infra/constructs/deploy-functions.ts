import { Duration, type Stack } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { InvocationType, Trigger } from 'aws-cdk-lib/triggers';
import { DEPLOY_FUNCTIONS, type DeployFunction, type DeployFunctionId } from '../../functions/registry';
import { entryPath } from '../definitions/functions';
import { CampusFunction } from './campus-function';
import { type DataResources, grantResources } from './grant-resources';

/**
 * Every function of the deploy list, with its grants, run by a CloudFormation trigger once the
 * function and its policy exist (this stack deploys after the data stack, so the search database
 * is available by then), and again whenever the function's code or configuration changes (a new
 * version). The deploy waits for it: a failure, or a run past its timeout, fails the deploy.
 */
export function addDeployFunctions(stack: Stack, data: DataResources): IFunction[] {
  const made: IFunction[] = [];
  for (const [id, definition] of Object.entries(DEPLOY_FUNCTIONS) as [DeployFunctionId, DeployFunction][]) {
    const timeout = Duration.seconds(definition.timeoutSeconds);
    const fn = new CampusFunction(stack, `${id}Function`, {
      entry: entryPath(definition.entry),
      description: definition.description,
      memorySize: definition.resources.memorySize,
      timeout,
    }).function;
    grantResources(fn, definition.resources, data);
    // The function's role and policy are created before the function, and so before the trigger.
    new Trigger(stack, `${id}Trigger`, {
      handler: fn,
      invocationType: InvocationType.REQUEST_RESPONSE,
      timeout,
      executeOnHandlerChange: true,
    });
    made.push(fn);
  }
  return made;
}
