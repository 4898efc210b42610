import { config } from 'zod';

// Zod probes `new Function` to decide whether to compile its parsers; under the site's CSP (script-src
// 'self', no 'unsafe-eval': docs/decisions.md) that probe is a policy violation, so compiling is switched
// off before any schema runs. The entry (main.ts) imports it first.
config({ jitless: true });
