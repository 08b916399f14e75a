import type { StatusPageSpec } from './StatusScreen'

/** The review, ban and result pages of spec section 2 with their buttons and targets. */
const back = { label: '返回', to: '/login' } as const

export const STATUS_PAGES = {
  review: {
    path: '/review',
    lines: ['您的公司资料已提交，正在审核中。'],
    showReviewPromise: true,
    actions: [{ ...back, primary: true }],
  },
  factoryReview: {
    path: '/factory_review',
    lines: ['您的工厂资料已提交，正在审核中。'],
    showReviewPromise: true,
    actions: [{ ...back, primary: true }],
  },
  reviewErr: {
    path: '/reviewErr',
    lines: ['很抱歉，您的申请未通过审核。'],
    showReason: true,
    actions: [{ label: '重新绑定', to: '/bindPhone', primary: true }, back],
  },
  factoryReviewErr: {
    path: '/factory_reviewErr',
    lines: ['很抱歉，您的工厂申请未通过审核。'],
    showReason: true,
    actions: [{ label: '重新绑定', to: '/bindPhone', primary: true }, back],
  },
  reviewErrFail: {
    path: '/reviewErrFail',
    lines: ['很抱歉，您的公司资料未通过审核，请修改后重新提交。'],
    showReason: true,
    actions: [{ label: '修改资料', to: '/company', search: { id: 'edit' }, effect: 'editCompanyFlag', primary: true }, back],
  },
  reviewFacErrFail: {
    path: '/reviewFacErrFail',
    lines: ['很抱歉，您的工厂资料未通过审核，请修改后重新提交。'],
    showReason: true,
    actions: [{ label: '修改资料', to: '/company', search: { id: 'editFactory' }, primary: true }, back],
  },
  reviewErrFac: {
    path: '/reviewErrFac',
    lines: ['当前工厂已被禁用，请重新绑定工厂或联系客服。'],
    actions: [{ label: '修改', to: '/company', effect: 'editFlag', primary: true }, back],
  },
  numberForbidden: {
    path: '/numberForbidden',
    lines: ['您的账号已被禁用，如有疑问请联系客服。'],
    actions: [{ label: '返回', to: '/', effect: 'clearTokenType', primary: true }],
  },
  factoryNumberForbidden: {
    path: '/factory_numberForbidden',
    lines: ['您的工厂账号已被禁用，如有疑问请联系客服。'],
    actions: [{ label: '返回', to: '/', effect: 'clearTokenType', primary: true }],
  },
  successful: {
    path: '/successful',
    lines: ['注册资料提交成功！'],
    showReviewPromise: true,
    actions: [{ label: '返回登录', to: '/login', primary: true }],
  },
} as const satisfies Record<string, StatusPageSpec>
