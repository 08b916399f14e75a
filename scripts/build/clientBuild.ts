/** The production client build, not `vite build --ssr` (the prerender bundle) nor the dev server. */
export const clientBuild = (_config: unknown, env: { command: string; isSsrBuild?: boolean }) => env.command === 'build' && !env.isSsrBuild
