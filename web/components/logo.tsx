import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from '@common/brand';
import { clsx } from 'clsx';

/** `clsx` rather than `cn`: the logo is on `/`, where tailwind-merge is not loaded; callers add spacing only. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={clsx('inline-flex items-center gap-2 rounded-md font-semibold', className)}
      aria-label={`${BRAND}, accueil`}
    >
      <span className="bg-brand-gradient grid size-8 place-items-center rounded-lg text-white shadow-sm">
        <Sparkles className="size-4" aria-hidden="true" />
      </span>
      <span className="text-lg tracking-tight">{BRAND}</span>
    </Link>
  );
}
