import * as v from 'valibot'
import { callApi, okData } from './client'
import { adoptRead, type Read } from './adoptRead'
import type { GetErrorExamineRequest } from './requests'

/**
 * POST getErrorExamine: the earlier rejected application (contract: same field
 * names as the registration payload of its kind, images as URLs).
 *
 * Its hook is useRejectedApplication (src/features/register/): the read may start before React
 * and the app have loaded (a deep link, src/beforeApp.ts), so this file
 * imports nothing of them.
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

export type GetErrorExaminePayload = v.InferOutput<typeof GetErrorExamineRequest>

/** The read of the earlier application for this payload (its query key holds the payload). */
export function getErrorExamineRead(payload: GetErrorExaminePayload): Read<RejectedApplication> {
  return {
    key: ['getErrorExamine', payload],
    call: async () => okData(await callApi('POST', 'getErrorExamine', { ...payload }), RejectedApplicationSchema),
  }
}

export const getErrorExamine = (payload: GetErrorExaminePayload): Promise<RejectedApplication> => adoptRead(getErrorExamineRead(payload))
