import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PREVIEW_DEVICES, type PreviewDevice } from '@common/preview';
import { cn } from '@/lib/utils';

const BEZEL = 6;
const MARGIN = 24;

function useElementSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

/**
 * Desktop fills the panel; tablet (768×1024) and mobile (375×667) keep their real size, so the app's
 * breakpoints apply, and are scaled down to fit when the panel is smaller.
 */
export function DeviceStage({ device, children }: { device: PreviewDevice; children: ReactNode }) {
  const { ref, size } = useElementSize();
  const spec = PREVIEW_DEVICES[device];
  // The bezel is drawn outside the device's size so the app really gets 375 or 768 CSS pixels.
  const outer = spec.width ? { width: spec.width + 2 * BEZEL, height: spec.height + 2 * BEZEL } : null;
  const scale = outer && size ? Math.min(1, (size.width - MARGIN) / outer.width, (size.height - MARGIN) / outer.height) : 1;
  return (
    <div ref={ref} className={cn('h-full w-full', spec.width && 'grid place-items-center overflow-hidden')} data-device={device}>
      {outer ? (
        <div style={{ width: outer.width * scale, height: outer.height * scale }}>
          <div
            className="origin-top-left overflow-hidden rounded-[1.25rem] border-slate-800 bg-white shadow-xl"
            style={{ width: outer.width, height: outer.height, borderWidth: BEZEL, transform: `scale(${scale})` }}
          >
            {children}
          </div>
        </div>
      ) : (
        children
      )}
    </div>
  );
}
