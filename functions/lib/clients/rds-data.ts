import { RDSDataClient } from '@aws-sdk/client-rds-data';
import { once } from './once';

/* The assistant's search database: Aurora through the Data API, a stand-in over PGlite locally. */
export const rdsData = once(() => new RDSDataClient({}));
