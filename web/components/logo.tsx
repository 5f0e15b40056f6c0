import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from '@common/brand';
import { cn } from '@/lib/utils';

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2 rounded-md font-semibold', className)} aria-label={`${BRAND}, accueil`}>
      <span className="bg-brand-gradient grid size-8 place-items-center rounded-lg text-white shadow-sm">
        <Sparkles className="size-4" aria-hidden="true" />
      </span>
      <span className="text-lg tracking-tight">{BRAND}</span>
    </Link>
  );
}
