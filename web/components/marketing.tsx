import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** Building blocks shared by the public pages (web/pages/public). */

/**
 * Beside a feature the spec describes but this version does not offer yet (publishing, mobile builds,
 * the REST API and its keys): the site promises nothing that is not there (docs/decisions/017).
 */
export function SoonBadge({ className }: { className?: string }) {
  return (
    <Badge variant="secondary" className={cn('shrink-0', className)}>
      Bientôt
    </Badge>
  );
}

/** The page's title block: eyebrow, h1 and lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  align = 'center',
}: {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  align?: 'center' | 'start';
}) {
  return (
    <header className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold text-primary">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 text-base text-muted-foreground sm:text-lg">{lead}</p>
    </header>
  );
}

/** A section whose heading is read by screen readers only (the content speaks for itself visually). */
export function PageSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 sm:mt-16">
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A link inside running text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/** An icon on a tinted square: `md` for cards, `sm` next to a heading. */
export function IconTile({ icon: Icon, size = 'md' }: { icon: LucideIcon; size?: 'sm' | 'md' }) {
  return (
    <span
      className={`inline-flex ${size === 'sm' ? 'size-9' : 'size-10'} items-center justify-center rounded-lg bg-accent text-accent-foreground`}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

/** A full-height card: icon (with an optional badge beside it), title, description and an optional footer action. */
export function IconCard({
  icon,
  title,
  badge,
  action,
  children,
}: {
  icon: LucideIcon;
  title: string;
  badge?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-3">
        {badge ? (
          <div className="flex items-start justify-between gap-2">
            <IconTile icon={icon} />
            {badge}
          </div>
        ) : (
          <IconTile icon={icon} />
        )}
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <CardDescription className="leading-relaxed">{children}</CardDescription>
      </CardContent>
      {action ? <CardFooter>{action}</CardFooter> : null}
    </Card>
  );
}

/** In-page table of contents: chips on small screens, a sticky column on large ones. */
export function TableOfContents({ label, items }: { label: string; items: { id: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="lg:sticky lg:top-24 lg:self-start">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="block rounded-full border px-3 py-1 text-sm text-muted-foreground hover:bg-secondary hover:text-foreground lg:rounded-md lg:border-0 lg:py-2"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type FaqItem = { question: string; answer: ReactNode };

/** Questions that unfold on click; the "+" turns into a "×" when open. */
export function FaqList({ items, className }: { items: FaqItem[]; className?: string }) {
  return (
    <div className={cn('divide-y rounded-xl border bg-card', className)}>
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="cursor-pointer list-none font-medium marker:hidden [&::-webkit-details-marker]:hidden">
            <span className="flex items-center justify-between gap-4">
              {item.question}
              <span aria-hidden="true" className="text-muted-foreground transition-transform group-open:rotate-45">
                +
              </span>
            </span>
          </summary>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** A centred "Questions fréquentes" section; `children` go below the list. */
export function FaqSection({
  id,
  items,
  title = 'Questions fréquentes',
  children,
}: {
  id: string;
  items: FaqItem[];
  title?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto mt-16 max-w-3xl sm:mt-24">
      <h2 id={id} className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <FaqList items={items} className="mt-8" />
      {children}
    </section>
  );
}

/**
 * The closing box of a page: a title, a sentence and the actions (`children`).
 * `start` puts the text and the actions side by side from `sm` up; `center` stacks everything.
 */
export function CallToAction({
  title,
  text,
  align = 'start',
  children,
}: {
  title: string;
  text: string;
  align?: 'start' | 'center';
  children: ReactNode;
}) {
  if (align === 'center') {
    return (
      <aside className="mt-16 rounded-2xl border bg-muted/40 p-6 text-center sm:p-10">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="mx-auto mt-2 max-w-xl text-sm text-muted-foreground">{text}</p>
        {children}
      </aside>
    );
  }
  return (
    <aside className="mt-16 flex flex-col items-start gap-4 rounded-2xl border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      </div>
      {children}
    </aside>
  );
}
