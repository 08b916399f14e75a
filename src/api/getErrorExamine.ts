import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { callApi, okData } from './client'

/**
 * POST getErrorExamine: the earlier rejected application (contract: same field
 * names as the registration payload of its kind, images as URLs).
 */
const field = v.optional(
  v.pipe(
    v.union([v.string(), v.number(), v.null()]),
    v.transform((x) => (x === null ? '' : String(x))),
  ),
  '',
)
const ids = v.optional(
  v.pipe(
    v.union([v.array(v.union([v.string(), v.number()])), v.null()]),
    v.transform((x) => (x ?? []).map(String)),
  ),
  [],
)

export const RejectedApplicationSchema = v.looseObject({
  company_name: field,
  company_contact: field,
  company_mobilephone: field,
  company_wechat: field,
  company_telephone: field,
  company_qq: field,
  company_province_id: field,
  company_city_id: field,
  company_district_id: field,
  company_address: field,
  channels: ids,
  reg_purpose: ids,
  company_business_licence: field,
  company_facade: field,
  factory_name: field,
  factory_province_id: field,
  factory_city_id: field,
  factory_district_id: field,
  factory_address: field,
  factory_contact: field,
  factory_mobilephone: field,
  factory_telephone: field,
  factory_qq: field,
  business_ids: ids,
  business_license: field,
  factory_logo: field,
  area_code: field,
})
export type RejectedApplication = v.InferOutput<typeof RejectedApplicationSchema>

export interface GetErrorExaminePayload {
  mobile: string
  type: 'company' | 'factory'
  strNo?: string
}

export async function getErrorExamine(payload: GetErrorExaminePayload): Promise<RejectedApplication> {
  return okData(await callApi('POST', 'getErrorExamine', { ...payload }), RejectedApplicationSchema)
}

export const useGetErrorExamine = (payload: GetErrorExaminePayload | null) =>
  useQuery({
    queryKey: ['getErrorExamine', payload],
    queryFn: () => getErrorExamine(payload as GetErrorExaminePayload),
    enabled: payload !== null,
  })
