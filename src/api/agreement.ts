import { useQuery } from '@tanstack/react-query'
import { ofetch } from 'ofetch'
import { API_TIMEOUT_MS } from './client'

/**
 * The privacy policy and disclaimer texts: static files under /home/agreement/
 * that operators can replace without a rebuild. Plain text, shown as text.
 */
export const STATIC_BASE = '/home/'
export const AGREEMENT_FILES = { '0': 'agreement/privacy.txt', '1': 'agreement/disclaimer.txt' } as const

async function getAgreementText(identifier: keyof typeof AGREEMENT_FILES): Promise<string> {
  const text = await ofetch<string, 'text'>(`${STATIC_BASE}${AGREEMENT_FILES[identifier]}`, {
    responseType: 'text',
    timeout: API_TIMEOUT_MS,
    retry: 0,
  })
  if (typeof text !== 'string' || !isAgreementText(text)) throw new Error('agreement text')
  return text
}

/** A missing file may come back as an HTML page from some hosts: that is not the text. */
export const isAgreementText = (text: string): boolean => !/^\s*</.test(text)

export const useAgreementText = (identifier: keyof typeof AGREEMENT_FILES) =>
  useQuery({
    queryKey: ['agreement', identifier],
    queryFn: () => getAgreementText(identifier),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
