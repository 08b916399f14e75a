import { defineWords } from '../define'

/**
 * The messages the outcomes, the forms and the network say. Those of the spec (sections 5 and 8) are
 * copied character for character (src/words/spec.test.ts holds them); the rest are the contract's and the product's.
 */
export const MSG = {
  phoneFormat: '手机号格式错误，请重新确认',
  phoneEmbedded: '请输入正确的手机号码',
  phoneEmpty: '手机号码不能为空',
  phone11: '请输入正确的11位手机号码',
  codeEmpty: '验证码不能为空',
  codeFillAfterRequest: '请先获取完验证后填写',
  codeRequestFirst: '请先获取验证码',
  tooFrequent: '操作太过频繁',
  enterPhone: '请输入手机号',
  enterCode: '请输入验证码',
  noBindMobile: '未绑定手机号',
  bindOk: '手机绑定成功',
  rebindOk: '手机换绑成功',
  uploadFailed: '上传失败',
  uploadOk: '上传成功',
  uploadFormat: (fileName: string) => `文件 ${fileName} 格式不正确，请上传 jpg 或 png 格式的图片`,
  /** A large photo the browser could not downscale: nothing was sent (a product text, not in the spec's catalogue). */
  uploadNotDownscaled: (fileName: string) => `文件 ${fileName} 压缩失败，未上传，请重试或重新选择图片`,
  jumpRequired: '请输入跳转地址',
  selectCompanyFirst: '请先选择要绑定的公司',
  rebindPrompt: '该手机已绑定其他账号，如继续绑定操作，原账号将无法通过该手机登录，是否确认绑定新账号？',
  unregistered: '当前账号未注册，请先选择注册或者绑定已有公司/工厂',
  reasonPrefix: '不通过原因：',
  // The contract's and the product's (not in the spec's catalogue).
  network: '网络异常，请稍后重试',
  badAnswer: '服务返回的数据无法识别，请稍后重试',
  generic: '操作未成功，请稍后重试',
  qrStateMismatch: '登录状态已失效，请重新扫码',
  /** The same after the one-tap sign-in inside WeChat on a phone, where nothing was scanned: its button's name (login.ts) put in. */
  mpStateMismatch: (button: string) => `登录状态已失效，请再点一次“${button}”`,
  /** The navigation guard's: the account chooser opened without the phone number it needs. */
  signInExpired: '登录信息已过期，请重新登录',
  /** Said when a pasted number's prefix (+852, 0086 …) has switched the area code field. */
  areaSwitched: (areaCode: string) => `区号已切换为 +${areaCode}`,
} as const

/**
 * The section for screens. The texts are a plain object of their own (MSG, for code without React: the outcomes,
 * the network, the send before the app), so a bundle keeps only the words it reads: the early script reads a few.
 */
export const messageWords = /* @__PURE__ */ defineWords('messages', MSG)
