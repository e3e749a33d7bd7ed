import { config } from 'zod';

// zod compiles its parsers with `new Function` where it may. Our Content Security Policy allows
// no eval, and zod's probe for it alone is reported as a violation: it must not try. Imported
// first by main.tsx, since other modules parse (the page's initial data) as they load.
config({ jitless: true });
