import { Link } from 'react-router-dom';
import { BRAND } from '@common/brand';
import { Logo } from '@/components/logo';

const columns = [
  {
    title: 'Produit',
    links: [
      { to: '/features', label: 'Fonctionnalités' },
      { to: '/pricing', label: 'Tarifs' },
      { to: '/api', label: 'API' },
    ],
  },
  {
    title: 'Ressources',
    links: [
      { to: '/docs', label: 'Documentation' },
      { to: '/help', label: "Centre d'aide" },
      { to: '/community', label: 'Communauté' },
    ],
  },
  {
    title: 'Assistance',
    links: [
      { to: '/support', label: 'Support' },
      { to: '/status', label: 'État des services' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Décrivez votre application, {BRAND} la construit. Modifiez, prévisualisez et exportez, sans écrire de code.
          </p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-muted-foreground hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground">© 2024 {BRAND}. Tous droits réservés.</p>
      </div>
    </footer>
  );
}
