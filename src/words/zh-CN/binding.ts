import { defineWords } from '../define'

/** The binding pages (src/features/binding/): bind by phone, and the card lists to pick from (spec sections 2 and 4). */
export const bindingWords = defineWords('binding', {
  /** /bindPhone and /bindFacPhone, by the kind bound. */
  byPhone: {
    company: { title: '绑定公司', hint: '请输入公司主账号或管理员的手机号，验证后即可绑定该公司。', submit: '确认绑定' },
    factory: { title: '绑定工厂', hint: '请输入工厂主账号的手机号，验证后选择要绑定的工厂。', submit: '下一步' },
  },
  submitting: '提交中',

  /** /bindCompany, /bindcompany_staff and /bindFactory. */
  pickCompanyTitle: '选择公司',
  pickFactoryTitle: '选择工厂',
  /** A card's lines: their labels, and a line as it reads. */
  card: {
    companyNo: '公司编号',
    factoryNo: '工厂编号',
    contact: '联系人',
    mobile: '手机',
    phone: '电话',
    address: '地址',
  },
  cardLine: (label: string, value: string) => `${label}：${value}`,
  companiesLabel: '可绑定的公司',
  factoriesLabel: '可绑定的工厂',
  pickCompanyHint: '请选择要绑定的公司，再次点击可取消选择。',
  pickFactoryHint: '请选择要绑定的工厂（可多选），再次点击可取消选择。',
  noCompany: '没有可选择的公司。请返回上一步，用手机号重新查找。',
  noFactory: '没有可选择的工厂。请返回上一步，用手机号重新查找。',
  back: '返回上一步',
  selectFactoryFirst: '请先选择要绑定的工厂',
  confirm: '确认绑定',
  confirming: '绑定中',
  findFactoryAgain: '重新查找工厂',
  bindOtherCompany: '绑定其他公司',
  registerCompany: '注册新公司',
})
