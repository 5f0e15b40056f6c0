import { useEffect } from 'react';
import { BRAND } from '@common/brand';

export interface PageMeta {
  title: string;
  description: string;
}

/** What `index.html` says, for the pages that set nothing (and for a crawler that runs no JavaScript). */
export const DEFAULT_META: PageMeta = {
  title: `${BRAND} — créez des applications avec l'IA`,
  description: `${BRAND} : décrivez votre application en quelques mots, l'IA la construit. Modifiez-la en discutant, prévisualisez-la en direct, publiez-la en un clic.`,
};

/** Title and description of each public page, for search results and shared links. */
export const PUBLIC_PAGE_META: Record<string, PageMeta> = {
  '/': DEFAULT_META,
  '/features': {
    title: `Fonctionnalités — ${BRAND}`,
    description: `Génération par la conversation, éditeur de code, aperçu en direct, versions, export, builds web et mobiles, publication et GitHub : tout ce que fait ${BRAND}.`,
  },
  '/pricing': {
    title: `Tarifs — ${BRAND}`,
    description: `Les offres de ${BRAND} : commencez gratuitement, passez à une offre supérieure quand vos projets grandissent.`,
  },
  '/docs': {
    title: `Documentation — ${BRAND}`,
    description: `Prise en main de ${BRAND} : décrire une idée, affiner l'application par le chat, lire le code, publier et exporter.`,
  },
  '/documentation': {
    title: `Documentation — ${BRAND}`,
    description: `Prise en main de ${BRAND} : décrire une idée, affiner l'application par le chat, lire le code, publier et exporter.`,
  },
  '/support': {
    title: `Support — ${BRAND}`,
    description: `Une question, un problème ? Écrivez à l'équipe ${BRAND} et suivez vos demandes.`,
  },
  '/help': {
    title: `Centre d'aide — ${BRAND}`,
    description: `Réponses aux questions fréquentes sur ${BRAND} : compte, projets, génération, publication.`,
  },
  '/community': {
    title: `Communauté — ${BRAND}`,
    description: `Échangez avec les personnes qui créent des applications avec ${BRAND}.`,
  },
  '/status': {
    title: `État des services — ${BRAND}`,
    description: `L'état des services de ${BRAND}, mesuré en direct.`,
  },
  '/api': {
    title: `API — ${BRAND}`,
    description: `L'API REST de ${BRAND} : vos projets et leurs fichiers par programme, avec une clé d'API.`,
  },
  '/auth': {
    title: `Connexion — ${BRAND}`,
    description: `Connectez-vous à ${BRAND} ou créez un compte gratuit pour générer votre première application.`,
  },
};

/**
 * Sets the document's title and `<meta name="description">` (the one of `index.html`, so there is never a
 * second) while the page is shown, and puts back what was there when it leaves.
 */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    const previous = { title: document.title, description: meta?.getAttribute('content') ?? DEFAULT_META.description };
    document.title = title;
    meta?.setAttribute('content', description);
    return () => {
      document.title = previous.title;
      meta?.setAttribute('content', previous.description);
    };
  }, [title, description]);
}
