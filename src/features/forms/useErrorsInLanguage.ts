import { useEffect, useRef } from 'react'
import { useLanguage } from '@/app/words'

/** What the hook needs of a TanStack form: whether it has been submitted, and its checks run again. */
interface CheckedForm {
  readonly state: { submissionAttempts: number }
  validate: (cause: 'change') => unknown
}

/**
 * A form's messages follow a switch of language: its checks, which take their words as they run
 * (`wordsNow`), run again in the new language where they have shown anything (after a submit).
 */
export function useErrorsInLanguage(form: CheckedForm): void {
  const { language } = useLanguage()
  const shown = useRef(language)
  useEffect(() => {
    if (shown.current === language) return
    shown.current = language
    if (form.state.submissionAttempts > 0) void form.validate('change')
  }, [form, language])
}
