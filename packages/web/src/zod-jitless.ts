// Every `import … from 'zod'` of the web build resolves to this module (vite.config.ts), so Zod is told
// before any schema runs not to compile its parsers: it probes `new Function` to decide, and under the
// site's CSP (script-src 'self', no 'unsafe-eval': docs/decisions.md) that probe is a policy violation.
// Pages that check nothing never load Zod at all.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
