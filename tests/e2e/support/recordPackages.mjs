// Loaded with `node --import` by a test: writes each npm package the process imports to the
// file named by PADDOCK_PACKAGES_LOG, one per line, to show what a start really loads.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const log = process.env.PADDOCK_PACKAGES_LOG;
const isPackage = (specifier) => !/^(\.|\/|node:|file:|data:)/.test(specifier);

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (log && isPackage(specifier)) appendFileSync(log, `${specifier}\n`);
    return nextResolve(specifier, context);
  },
});
