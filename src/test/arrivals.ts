import fc from 'fast-check'
import { PAGE_PATHS } from '@/domain/pages'

const KEYS = ['t', 'code', 'state', 'jump_url', 'clear', 'exit', 'id', 'identifier', 'type', 'x']
const VALUES = fc.oneof(
  fc.constantFrom(
    'scan',
    'pwd',
    'bindPhone',
    'edit',
    'editFactory',
    '1',
    '0',
    'company',
    'factory',
    'Review',
    'not_bound',
    '',
    'null',
    '{}',
    '[1]',
    '%',
    '%E4',
    '"',
    '<b>',
    'javascript:alert(1)',
  ),
  fc.string({ maxLength: 12 }),
  fc.integer().map(String),
)

/**
 * The URLs people and links may arrive by: any route, with up to four params the routes read (and
 * one they do not), holding their values, odd text, numbers and attack strings. The unit tests run
 * thousands through the start-up plan and every route's search schema (src/start/plan.test.ts,
 * src/app/router.test.ts); the end-to-end test opens a seeded sample in the page (e2e/fuzz.spec.ts).
 */
export const arrivalUrl = fc
  .tuple(fc.constantFrom(...PAGE_PATHS), fc.array(fc.tuple(fc.constantFrom(...KEYS), VALUES), { maxLength: 4 }))
  .map(([path, pairs]) => `/home${path}?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`)
