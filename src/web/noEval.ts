// zod compiles its parsers with `new Function` where it may. Our Content Security Policy allows
// no eval, and zod's probe for it alone is reported as a violation: it must not try. zod keeps
// its settings in globalThis.__zod_globalConfig and adopts the object it finds there, so this
// needs no zod of its own: the public pages parse nothing, and zod stays out of their download
// (docs/decisions/089). Imported first by main.tsx; noEval.test.ts checks zod still reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
