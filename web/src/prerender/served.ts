/*
 * What the server side of the site takes from the web (decision 57): the pages served with their
 * data, their reads, and how each is rendered. Imported by name (`#web/served-pages`, package.json),
 * as shared/ is (decision 36), so no server module reaches into web/src by a relative path.
 */
export { PAGE_READS } from './page-reads';
export { renderWithData } from './render-with-data';
