import { useEffect, useState } from 'react'
import { deviceControls, type DeviceControls } from '@/outcomes/device'
import { deviceSignals } from './browser'

/**
 * What the device changes on the login pages (src/outcomes/device.ts), known
 * once the page runs: null in the prerendered shell and the render that
 * hydrates it (device-neutral), the device's controls from the render after.
 */
export function useDeviceControls(): DeviceControls | null {
  const [controls, setControls] = useState<DeviceControls | null>(null)
  useEffect(() => setControls(deviceControls(deviceSignals())), [])
  return controls
}
