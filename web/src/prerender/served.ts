/*
 * What the pages function takes from the web (decision 57): the pages served with their data,
 * their reads, and how each is rendered. Imported by name (`#web/served-pages`, package.json), as
 * shared/ is (decision 36), so no server module reaches into web/src by a relative path. It holds
 * the page's components and their stylesheets, which only a bundler reads: the local runtime and
 * the CDK app, run by tsx, take the reads alone from `#web/page-reads`.
 */
export { PAGE_READS } from './page-reads';
export { renderWithData } from './render-with-data';
