/** npm run build -w @studio/api: the API compiled to apps/api/dist (see ADR 022). */
import { buildApi } from './build-api';

await buildApi();
