import { LayoutDashboard, Rocket, Smartphone, UserRound, type LucideIcon } from 'lucide-react';

export interface GeneratorTemplate {
  id: 'landing' | 'dashboard' | 'portfolio' | 'mobile';
  name: string;
  description: string;
  prompt: string;
  icon: LucideIcon;
}

export const TEMPLATES: GeneratorTemplate[] = [
  {
    id: 'landing',
    name: "Page d'accueil",
    description: 'Une page de présentation moderne pour un produit ou un service.',
    prompt:
      "Créer une page d'accueil pour une application de réservation de cours de yoga, avec une section héros, les avantages, les tarifs et un formulaire de contact.",
    icon: Rocket,
  },
  {
    id: 'dashboard',
    name: 'Tableau de bord',
    description: 'Des indicateurs, des graphiques et des tableaux de données.',
    prompt:
      'Créer un tableau de bord pour suivre les ventes d’une boutique en ligne, avec le chiffre d’affaires du mois, les commandes récentes et les produits les plus vendus.',
    icon: LayoutDashboard,
  },
  {
    id: 'portfolio',
    name: 'Portfolio',
    description: 'Montrez vos réalisations, votre parcours et vos contacts.',
    prompt: 'Créer un portfolio pour une photographe, avec une galerie filtrable par thème, une page à propos et un formulaire de contact.',
    icon: UserRound,
  },
  {
    id: 'mobile',
    name: 'Application mobile',
    description: 'Une application pensée pour le téléphone, navigation par onglets.',
    prompt:
      'Créer une application mobile de suivi des habitudes avec des rappels quotidiens, des séries de jours et des statistiques hebdomadaires.',
    icon: Smartphone,
  },
];

export const IDEA_SUGGESTIONS = [
  'Une application de gestion de budget familial avec catégories et graphiques',
  'Un blog de voyage avec carte interactive et galerie photos',
  'Une plateforme de réservation pour un salon de coiffure',
  'Un outil de suivi des tâches pour une petite équipe',
  'Une boutique en ligne de produits artisanaux avec panier',
];

export const PROMPT_COUNTER_MAX = 500;
export const REDIRECT_DELAY_MS = 1000;
