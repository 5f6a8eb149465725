// In the browser zod must not probe for `new Function` when it builds a schema: our CSP forbids eval, so
// the probe is reported as a policy violation (Lighthouse's best-practices "issues" audit) even though
// zod catches it. zod's public `config({ jitless: true })` would bring zod's core (80 kB) into every
// first load, so this writes the same setting where zod's core reads it when it loads: the global config
// object zod shares between its copies (zod/v4/core/core.js, `globalThis.__zod_globalConfig`). root.tsx
// calls this as it loads, before any route module builds a schema. The e2e tests' pageHealth fixture
// fails any page that reports a policy violation. The server keeps zod's compiled fast path.
type ZodShared = { __zod_globalConfig?: { jitless?: boolean } };

export function keepZodFromEval() {
  if (typeof document === "undefined") return;
  const shared = globalThis as ZodShared;
  shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
}
