import { Menu, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button-variants';
import { useAuth } from '@/app/use-auth';

const links = [
  { to: '/features', label: 'Fonctionnalités' },
  { to: '/pricing', label: 'Tarifs' },
  { to: '/docs', label: 'Documentation' },
  { to: '/support', label: 'Support' },
];

/**
 * The phone menu: a native modal `<dialog>` rather than Radix's (not part of `/`'s JavaScript, decision 031).
 * `showModal()` makes the page behind inert and traps focus, Escape closes it, and focus goes back to the button.
 */
function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} md:hidden`}
        aria-label="Ouvrir le menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => {
          dialog.current?.showModal();
          // As Radix's dialog did: the page behind does not scroll under the open menu.
          document.documentElement.style.overflow = 'hidden';
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </button>
      <dialog
        ref={dialog}
        id="site-menu"
        aria-label="Menu"
        onClose={() => {
          document.documentElement.style.overflow = '';
          setOpen(false);
        }}
        // A click on the backdrop lands on the dialog element itself (its content fills a box inside it).
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="fixed inset-y-0 left-0 m-0 h-full max-h-none w-80 max-w-[85vw] border-r bg-background p-0 text-foreground shadow-xl backdrop:bg-black/40"
      >
        <div className="flex h-full flex-col">
          <div className="p-4">
            <Logo onClick={close} />
          </div>
          <nav aria-label="Navigation principale" className="flex flex-col gap-1 px-2">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} onClick={close} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-secondary">
                {link.label}
              </NavLink>
            ))}
          </nav>
          <button
            type="button"
            onClick={close}
            className="absolute right-3 top-3 cursor-pointer rounded-md p-2 text-muted-foreground hover:bg-secondary"
            aria-label="Fermer le menu"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </dialog>
    </>
  );
}

export function SiteHeader() {
  const { user, loading } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <MobileMenu />
        <Logo />
        <nav aria-label="Navigation principale" className="ml-6 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium hover:text-foreground ${isActive ? 'text-foreground' : 'text-muted-foreground'}`
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {loading ? null : user ? (
            <Link to="/dashboard" className={buttonVariants({ variant: 'brand' })}>
              Tableau de bord
            </Link>
          ) : (
            <>
              {/* The ghost button's classes with `hidden sm:inline-flex` in place of its `inline-flex` (no tailwind-merge here). */}
              <Link to="/auth" className={buttonVariants({ variant: 'ghost' }).replace('inline-flex', 'hidden sm:inline-flex')}>
                Se connecter
              </Link>
              <Link to="/auth" className={buttonVariants({ variant: 'brand' })}>
                Commencer
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
