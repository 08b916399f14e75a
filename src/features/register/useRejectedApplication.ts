import { useQuery } from '@tanstack/react-query'
import { getErrorExamine, getErrorExamineRead, type GetErrorExaminePayload } from '@/api/getErrorExamine'

/** The earlier rejected application (getErrorExamine), adopted from a read before the app if one started; null: none to read. */
export const useRejectedApplication = (payload: GetErrorExaminePayload | null) =>
  useQuery({
    queryKey: payload ? getErrorExamineRead(payload).key : ['getErrorExamine', null],
    queryFn: () => getErrorExamine(payload as GetErrorExaminePayload),
    enabled: payload !== null,
  })
