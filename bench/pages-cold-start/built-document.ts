import { writeFileSync } from 'node:fs';
import { renderPage } from '../../web/src/prerender/render-page';

/* The Departments document as the build writes it, for the measured function to fill. */
const [, , out] = process.argv;
if (!out) throw new Error('Give the file to write');
renderPage('/departments').then(({ html }) => {
  writeFileSync(
    out,
    `<!doctype html><html><head><title>Departments</title>\n  </head><body><div id="root">${html}</div></body></html>`,
  );
});
