import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Sheet = Primitive.Root;
export const SheetTrigger = Primitive.Trigger;
export const SheetClose = Primitive.Close;

/** A drawer from the left, used for menus on phones. Radix traps focus and closes on Escape. */
export function SheetContent({ className, children, title, ...props }: ComponentProps<typeof Primitive.Content> & { title: string }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
      <Primitive.Content
        className={cn('fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col border-r bg-background shadow-xl', className)}
        aria-describedby={undefined}
        {...props}
      >
        <Primitive.Title className="sr-only">{title}</Primitive.Title>
        {children}
        <Primitive.Close
          className="absolute right-3 top-3 rounded-md p-2 text-muted-foreground hover:bg-secondary"
          aria-label="Fermer le menu"
        >
          <X className="size-4" aria-hidden="true" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}
