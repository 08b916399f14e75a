import { useRouter } from '@tanstack/react-router'
import { controlsFor, type DeviceControls } from '@/start/deviceControls'

const DESKTOP = controlsFor('desktop')

/**
 * What the device changes on the login pages: the router's context (src/app/router.tsx), which
 * holds the plan's device (src/start/plan.ts) from before the first render. A desktop browser
 * where there is no router (a component test of one part).
 */
export function useDeviceControls(): DeviceControls {
  return useRouter({ warn: false })?.options.context.device ?? DESKTOP
}
