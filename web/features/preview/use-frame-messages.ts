import { useEffect, useRef, type RefObject } from 'react';
import { previewMessageSchema, type PreviewMessage } from '@common/preview';

/**
 * Messages from our own preview frame only: the sandboxed frame has an opaque origin, so the message must
 * come from that frame's window, with origin "null", in the shape we expect, for the preview on screen.
 */
export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  previewId: string | null,
  onMessage: (message: PreviewMessage) => void,
) {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow || event.origin !== 'null') return;
      const parsed = previewMessageSchema.safeParse(event.data);
      // The waiting page speaks before any build exists; every other message is about the preview on screen.
      if (!parsed.success || (parsed.data.type !== 'waiting' && (!previewId || parsed.data.previewId !== previewId))) return;
      handler.current(parsed.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, previewId]);
}
