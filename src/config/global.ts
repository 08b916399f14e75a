/** The global /home/config.js sets: src/config/page.ts parses it, the early script reads whether 微信一键登录 is on. */
export const CONFIG_GLOBAL = '__HOME_CONFIG__'
