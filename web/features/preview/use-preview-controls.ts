import { useCallback, useEffect, useState } from 'react';
import type { PreviewDevice } from '@common/preview';

/** Refresh stays disabled this long after use (spec: about 1 s). */
export const REFRESH_COOLDOWN_MS = 1000;

export interface PreviewControls {
  device: PreviewDevice;
  setDevice: (device: PreviewDevice) => void;
  /** The Live/Stop flag: stopped, the frame is unloaded and nothing is rebuilt. */
  running: boolean;
  setRunning: (running: boolean) => void;
  /** Changes on every refresh: the frame reloads when it changes. */
  refreshKey: number;
  refresh: () => void;
  canRefresh: boolean;
}

/** State of the preview's toolbar, so a page can show it in its own header (the demo studio does). */
export function usePreviewControls(): PreviewControls {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [running, setRunning] = useState(true);
  const [refreshKey, setRefreshKey] = useState(0);
  const [coolingDown, setCoolingDown] = useState(false);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), REFRESH_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [coolingDown]);

  const refresh = useCallback(() => {
    setRefreshKey((key) => key + 1);
    setCoolingDown(true);
  }, []);

  return { device, setDevice, running, setRunning, refreshKey, refresh, canRefresh: running && !coolingDown };
}
