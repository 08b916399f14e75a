import { createContext, useContext, type ReactNode } from 'react'
import { controlsFor, type DeviceControls } from '@/outcomes/deviceControls'

/** A desktop browser where nothing was provided (component tests). */
const Device = createContext<DeviceControls>(controlsFor('desktop'))

/**
 * The device's controls (src/outcomes/device.ts), decided before the first
 * render: by src/main.tsx from the browser, by the prerender for the shell
 * variant it renders (src/outcomes/shells.ts).
 */
export function DeviceProvider({ device, children }: { device: DeviceControls; children: ReactNode }) {
  return <Device.Provider value={device}>{children}</Device.Provider>
}

/** What the device changes on the login pages. */
export function useDeviceControls(): DeviceControls {
  return useContext(Device)
}
