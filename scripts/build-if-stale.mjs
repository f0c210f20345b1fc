// Before the browser tests: the production build they run against must match the sources.
import { buildFrontends } from './build-frontends.mjs';

await buildFrontends();
