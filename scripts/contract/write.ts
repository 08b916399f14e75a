/**
 * `npm run contract`: writes openapi.json (beside package.json, never into dist/, which the CDN
 * serves) from scripts/contract/document.ts.
 */
import { writeFileSync } from 'node:fs'
import { openApiDocument } from './document'

const file = process.argv[2] ?? 'openapi.json'
const document = openApiDocument()
writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`)
console.log(`contract: ${file} — ${Object.keys(document['paths'] as object).length} paths, OpenAPI ${String(document['openapi'])}`)
