import { describe, expect, it } from 'vitest'
import { searchAreas } from './AreaPicker'

const tree = [
  {
    id: '44',
    name: 'Guangdong 广东省',
    children: [{ id: '4405', name: '汕头市', children: [{ id: '440515', name: '澄海区', children: [] }] }],
  },
]

describe('the area search (src/features/register/AreaPicker.tsx)', () => {
  it('finds a region by its English gloss whatever its case', () => {
    for (const query of ['Guangdong', 'guangdong', ' GUANGDONG '])
      expect(searchAreas(tree, query).map((m) => m.ids)).toEqual([['44', '4405', '440515']])
  })

  it('finds a region by its Chinese name, and nothing for an empty query', () => {
    expect(searchAreas(tree, '澄海')[0]?.label).toBe('Guangdong 广东省 / 汕头市 / 澄海区')
    expect(searchAreas(tree, '  ')).toEqual([])
  })
})
