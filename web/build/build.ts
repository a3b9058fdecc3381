import { buildSite } from './build-site';

/* `npm run build:web`: the site as it is deployed, in web/dist. */
await buildSite();
