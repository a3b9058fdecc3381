import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildCampus } from './campus';

const app = new App();
buildCampus(app, { webAssetPath: app.node.tryGetContext('campus:webAssetPath') ?? 'web/dist' });
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
