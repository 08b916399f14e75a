import { lazyPart } from '@/app/lazyPart'
import { PANEL_MODULES } from './panelModules'

/**
 * The one-tap WeChat sign-in (./WeChatMpButton.tsx), where the device gets it: loaded with the page by the route's
 * loader (./panels.ts), rendered in the card's heading (./CardHeading.tsx). A module of its own,
 * with the loaders, so the card's chunk and the loaders' import each other in one direction only.
 */
// Without its code the heading stays (phone sign-in is there); the part keeps trying meanwhile.
export const WeChatMpButton = lazyPart(PANEL_MODULES.wechat, (props) => props.heading)
