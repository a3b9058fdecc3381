import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCampus } from '../../infra/campus';
import { RENDERED_FILES } from '../../infra/stacks/rendered-pages';
import { HASHED_ASSET_CACHE, PAGE_CACHE } from '../../infra/stacks/web-stack';
import { campusApp, campusSynth, webAssetFixture } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown>; DeletionPolicy?: string }>;

describe('deploying the web build', () => {
  let web: Template;
  let data: Template;
  beforeAll(() => {
    ({ web, data } = campusSynth());
  });

  const deployments = () =>
    Object.values(web.findResources('Custom::CDKBucketDeployment') as Resources).map((d) => d.Properties);

  it('empties the site bucket when the stack is deleted, so cdk destroy can remove it', () => {
    expect(Object.keys(web.findResources('Custom::S3AutoDeleteObjects'))).toHaveLength(1);
  });

  it('keeps the data tables and buckets when the stacks are deleted', () => {
    for (const type of ['AWS::DynamoDB::GlobalTable', 'AWS::S3::Bucket']) {
      for (const resource of Object.values(data.findResources(type) as Resources)) {
        expect(resource.DeletionPolicy).toBe('Retain');
      }
    }
  });

  it('caches hashed assets for a year and index.html not at all, and never prunes old chunks', () => {
    const all = deployments();
    expect(all).toHaveLength(2);
    for (const deployment of all) expect(deployment.Prune).toBe(false);
    const assets = all.find((d) => (d.Include as string[] | undefined)?.includes('assets/*'));
    const pages = all.find((d) => (d.Exclude as string[] | undefined)?.includes('assets/*'));
    expect(assets?.SystemMetadata).toMatchObject({ 'cache-control': HASHED_ASSET_CACHE });
    expect(pages?.SystemMetadata).toMatchObject({ 'cache-control': PAGE_CACHE });
    expect(pages?.DistributionPaths).toEqual(['/*']);
  });

  it('writes the rendered pages, robots.txt and sitemap.xml for the distribution’s own address', () => {
    const pages = deployments().find((d) => (d.Exclude as string[] | undefined)?.includes('assets/*'));
    // The build without its rendered pages; each rendered page; the two files made from the site
    // map. Each names the address as the deploy resolves it (the distribution's domain here, no
    // custom domain being configured).
    expect(pages?.SourceObjectKeys as unknown[]).toHaveLength(1 + RENDERED_FILES.length + 2);
    const markers = JSON.stringify(pages?.SourceMarkers ?? []);
    // Each rendered page's canonical address, robots.txt's Sitemap line and sitemap.xml's addresses.
    expect((markers.match(/Distribution\w*", ?"DomainName"/g) ?? []).length).toBeGreaterThanOrEqual(
      RENDERED_FILES.length + 2,
    );
  });

  it('leaves source maps out of what it uploads', () => {
    const build = webAssetFixture();
    mkdirSync(join(build, 'assets'));
    writeFileSync(join(build, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(join(build, 'assets', 'index-abc.js.map'), '{}');
    const app = campusApp();
    buildCampus(app, { webAssetPath: build });
    const assembly = app.synth();
    const staged = readdirSync(assembly.directory, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('asset.'))
      .map((entry) => entry.name);
    const withBuild = staged.filter((name) => readdirSync(join(assembly.directory, name)).includes('assets'));
    expect(withBuild.length).toBeGreaterThan(0);
    for (const name of withBuild) {
      expect(readdirSync(join(assembly.directory, name, 'assets'))).toEqual(['index-abc.js']);
    }
  });
});
