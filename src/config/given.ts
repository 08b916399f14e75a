/**
 * The global /home/config.js sets: the operators' contract ("Runtime configuration"), a plain script
 * per environment, which cannot import anything of ours, so a page global and not the hand-over store.
 * Read here only: by the early script (src/start/early.ts, whether the one-tap WeChat sign-in is on) and, parsed,
 * by src/config/page.ts. No valibot here: the early script carries this module.
 */
const CONFIG_GLOBAL = '__HOME_CONFIG__'

/** What config.js set, unparsed; undefined while it has not run (a deferred script) or did not load. */
export function givenConfig(): unknown {
  return (globalThis as unknown as Record<string, unknown>)[CONFIG_GLOBAL]
}
