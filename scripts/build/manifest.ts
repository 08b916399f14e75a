/** The build manifest (dist/.vite/manifest.json) and the chunks a set of its keys loads. */
export type Manifest = Record<string, { file: string; imports?: string[] }>

/** The keys `roots` load: themselves and their static imports, transitively. Unknown keys throw. */
export function manifestClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`manifest has no ${key}`)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  roots.forEach(visit)
  return seen
}
