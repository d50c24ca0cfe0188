// zod as the front ends bundle it: their vite configs resolve `zod` to this module. Zod compiles
// object parsers with `new Function` where it may, and probes for that as its first object schema
// is made; our pages' Content-Security-Policy forbids eval, so the probe would be a reported
// violation. Every schema module imports zod through here, so this runs before any schema exists,
// however the bundle is split. The API imports zod itself and keeps the compiled parsers.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
