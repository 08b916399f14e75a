import { defineWords } from '../define'

/** The sign-in dialogs (src/features/login/LoginDialogs.tsx, loaded on demand): titles, account choices and buttons. */
export const loginDialogWords = defineWords('loginDialogs', {
  titles: {
    accountType: '请选择登录的账号类型',
    unregistered: '账号未注册',
    rebind: '确认换绑',
    info: '提示',
    jump: '选择跳转地址',
  },
  accounts: {
    company: { title: '公司客户端', hint: '采购商：找工厂、看样品、下订单' },
    factory: { title: '工厂客户端', hint: '工厂：展示产品、接收询价' },
  },
  enter: '进入',
  /** The enter button's accessible name: it begins with the visible word, as speech input expects. */
  enterClient: (client: string) => `进入${client}`,
  register: '注册',
  bindCompany: '绑定公司',
  bindFactory: '绑定工厂',
  cancel: '取消',
  confirm: '确认',
  ok: '确定',
  jumpLabel: '跳转地址',
  jumpNotAllowed: '该地址不在允许的范围内',
  jumpSaved: '跳转地址已保存',
})
