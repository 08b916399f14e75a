import type { StatusPageSpec } from './StatusScreen'

/** The review, ban and result pages of spec section 2 with their buttons and targets; their words are keys of src/words/zh-CN/status.ts. */
const back = { label: 'back', to: '/login' } as const

export const STATUS_PAGES = {
  review: {
    path: '/review',
    lines: ['companyInReview'],
    showReviewPromise: true,
    actions: [{ ...back, primary: true }],
  },
  factoryReview: {
    path: '/factory_review',
    lines: ['factoryInReview'],
    showReviewPromise: true,
    actions: [{ ...back, primary: true }],
  },
  reviewErr: {
    path: '/reviewErr',
    lines: ['companyRejected'],
    showReason: true,
    actions: [{ label: 'rebind', to: '/bindPhone', primary: true }, back],
  },
  factoryReviewErr: {
    path: '/factory_reviewErr',
    lines: ['factoryRejected'],
    showReason: true,
    actions: [{ label: 'rebind', to: '/bindPhone', primary: true }, back],
  },
  reviewErrFail: {
    path: '/reviewErrFail',
    lines: ['companyToEdit'],
    showReason: true,
    actions: [{ label: 'editDetails', to: '/company', search: { id: 'edit' }, effect: 'editCompanyFlag', primary: true }, back],
  },
  reviewFacErrFail: {
    path: '/reviewFacErrFail',
    lines: ['factoryToEdit'],
    showReason: true,
    actions: [{ label: 'editDetails', to: '/company', search: { id: 'editFactory' }, primary: true }, back],
  },
  reviewErrFac: {
    path: '/reviewErrFac',
    lines: ['factoryBanned'],
    actions: [{ label: 'edit', to: '/company', effect: 'editFlag', primary: true }, back],
  },
  numberForbidden: {
    path: '/numberForbidden',
    lines: ['accountBanned'],
    actions: [{ label: 'back', to: '/', effect: 'clearTokenType', primary: true }],
  },
  factoryNumberForbidden: {
    path: '/factory_numberForbidden',
    lines: ['factoryAccountBanned'],
    actions: [{ label: 'back', to: '/', effect: 'clearTokenType', primary: true }],
  },
  successful: {
    path: '/successful',
    lines: ['submitted'],
    showReviewPromise: true,
    actions: [{ label: 'backToLogin', to: '/login', primary: true }],
  },
} as const satisfies Record<string, StatusPageSpec>
