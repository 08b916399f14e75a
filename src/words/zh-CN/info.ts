import { defineWords } from '../define'

/** The information pages: /WeChatRegister, /factories and /agreement (its built-in texts when the operator's file cannot be read). */
export const infoWords = defineWords('info', {
  weChatRegisterLead: '请使用微信扫描下方二维码，关注官方公众号后按提示完成注册。',
  officialAccountQrAlt: '官方公众号二维码',
  factoriesLead: '工厂列表将在这里展示。',
  backToLogin: '返回登录',
  agreementTitles: { '0': '隐私协议', '1': '免责声明' },
  agreementDefaults: {
    '0': '我们重视您的隐私。为提供登录、注册和账号绑定服务，我们会收集您提供的手机号、公司或工厂信息及上传的证照图片。\n\n这些信息仅用于身份核验、资料审核和向您发送审核结果短信，不会出售给任何第三方。\n\n您可以随时联系客服查询、更正或删除您的信息。',
    '1': '平台展示的公司、工厂及产品信息由用户自行提供，平台对其真实性进行审核但不作担保。\n\n交易双方应自行核实对方资质，因交易产生的纠纷由双方协商解决。',
  },
})
