import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { RENDERED_PATHS, renderedFileOf, withSiteOrigin } from '#web/page-documents';

/** The public pages the build rendered (web/build/prerender.ts): uploaded from here, not as built. */
export const RENDERED_FILES: readonly string[] = RENDERED_PATHS.map(renderedFileOf);

/**
 * Each rendered page with the site's address written where the build left its mark (canonical
 * and link-preview addresses, the college's structured data). `origin` may be a deploy-time value,
 * such as the distribution's domain; the deployment resolves it.
 */
export function renderedPageSources(webAssetPath: string, origin: string): ISource[] {
  return RENDERED_FILES.map((file) =>
    Source.data(file, withSiteOrigin(readFileSync(join(webAssetPath, file), 'utf8'), origin)),
  );
}
