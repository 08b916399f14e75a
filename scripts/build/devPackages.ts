/**
 * No development-only package in what is deployed (checked by scripts/build/release.ts in npm run build).
 * A chunk's source map names every module its code comes from; one under node_modules/<package>/ of a
 * package only development needs fails the build: package.json's devDependencies, and the dev-only
 * packages below that a production dependency can pull in (TanStack Form imports its devtools' event bus).
 */

/** Dev-only whatever package.json says: devtools and the demo back end's mocking. */
const DEV_ONLY_PACKAGES: readonly (string | RegExp)[] = [
  '@tanstack/devtools-event-client',
  /^@tanstack\/[\w.-]*devtools/,
  'msw',
  /^@mswjs\//,
]

/** Whether a package is development-only: a devDependency of `manifest` (package.json) or one of DEV_ONLY_PACKAGES. */
export function devOnlyPackages(manifest: { devDependencies?: Record<string, string> }): (name: string) => boolean {
  const dev = new Set(Object.keys(manifest.devDependencies ?? {}))
  return (name) => dev.has(name) || DEV_ONLY_PACKAGES.some((p) => (typeof p === 'string' ? p === name : p.test(name)))
}

/** The package a source map's source comes from (the innermost node_modules/ names it), or null for our own code. */
export function packageOf(source: string): string | null {
  const match = /.*node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(source)
  return match ? match[1]!.replace('\\', '/') : null
}

/** Per map (by file name), the development-only packages its sources come from; maps with none are left out. */
export function devPackagesIn(
  maps: Readonly<Record<string, { sources?: readonly (string | null)[] }>>,
  isDevOnly: (name: string) => boolean,
): Record<string, string[]> {
  const found: Record<string, string[]> = {}
  for (const [file, map] of Object.entries(maps)) {
    const packages = new Set(
      (map.sources ?? []).map((s) => (s ? packageOf(s) : null)).filter((p): p is string => p !== null && isDevOnly(p)),
    )
    if (packages.size) found[file] = [...packages].sort()
  }
  return found
}
