import * as v from 'valibot'
import { callApi, okData } from './client'

/** POST getOss: the signing config for a direct upload (contract "Direct upload"). */
export const OssSignatureSchema = v.looseObject({
  accessid: v.string(),
  host: v.pipe(v.string(), v.url()),
  dir: v.string(),
  expire: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
    v.transform((x) => Number(x)),
  ),
  fname: v.string(),
  policy: v.string(),
  signature: v.string(),
})
export type OssSignature = v.InferOutput<typeof OssSignatureSchema>

export async function getOss(): Promise<OssSignature> {
  return okData(await callApi('POST', 'getOss', {}), OssSignatureSchema)
}
