import { defineWords } from '../define'

/** Tester mode's panel (src/features/login/TesterPanel.tsx, loaded on demand): its hint, test accounts and jump; its title is login's. */
export const testerWords = defineWords('tester', {
  hint: '选择测试账号后，获取验证码即可登录。',
  accounts: {
    company: '测试公司账号',
    factory: '测试工厂账号',
    both: '公司 + 工厂双身份',
    staff: '多公司员工',
  },
  jump: '设置登录后跳转地址',
})
