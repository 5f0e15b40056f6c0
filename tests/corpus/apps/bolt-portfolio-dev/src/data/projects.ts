export interface Project {
  id: number;
  title: string;
  description: string;
  year: number;
  tags: string[];
  repo: string;
  demo?: string;
}

export const projects: Project[] = [
  {
    id: 1,
    title: 'Panier Local',
    description:
      'Boutique en ligne pour une AMAP nantaise : commande des paniers de la semaine, paiement et retrait à la ferme.',
    year: 2024,
    tags: ['React', 'TypeScript', 'Tailwind'],
    repo: 'https://example.com/camille/panier-local',
    demo: 'https://example.com/demo/panier-local',
  },
  {
    id: 2,
    title: 'Bibliothèque de quartier',
    description:
      'Catalogue et réservation de livres pour une médiathèque associative, pensé d’abord pour les lecteurs d’écran.',
    year: 2024,
    tags: ['Accessibilité', 'React', 'Vite'],
    repo: 'https://example.com/camille/bibliotheque',
    demo: 'https://example.com/demo/bibliotheque',
  },
  {
    id: 3,
    title: 'Tableau de bord énergie',
    description:
      'Visualisation de la consommation électrique d’un immeuble, avec graphiques mensuels et alertes de pic.',
    year: 2023,
    tags: ['D3.js', 'TypeScript', 'Vite'],
    repo: 'https://example.com/camille/energie',
  },
  {
    id: 4,
    title: 'Horaires TAN',
    description:
      'Application web progressive qui affiche les prochains passages des trams et bus de Nantes, même hors ligne.',
    year: 2023,
    tags: ['PWA', 'React', 'Service Worker'],
    repo: 'https://example.com/camille/horaires-tan',
    demo: 'https://example.com/demo/horaires-tan',
  },
  {
    id: 5,
    title: 'Design system Brume',
    description:
      'Bibliothèque de composants sobres et documentés, avec thème sombre et contrastes vérifiés (RGAA).',
    year: 2022,
    tags: ['Accessibilité', 'Storybook', 'TypeScript'],
    repo: 'https://example.com/camille/brume',
    demo: 'https://example.com/demo/brume',
  },
  {
    id: 6,
    title: 'Carnet de randonnées',
    description:
      'Carte interactive des sentiers de Loire-Atlantique, avec profils d’altitude et traces GPX téléchargeables.',
    year: 2022,
    tags: ['Leaflet', 'React', 'Tailwind'],
    repo: 'https://example.com/camille/randonnees',
  },
  {
    id: 7,
    title: 'Site du festival Jazz sur Erdre',
    description:
      'Programmation, billetterie et plan du site pour un festival de 15 000 visiteurs, rapide même en 3G.',
    year: 2021,
    tags: ['Astro', 'Performance'],
    repo: 'https://example.com/camille/jazz-erdre',
    demo: 'https://example.com/demo/jazz-erdre',
  },
  {
    id: 8,
    title: 'Convertisseur de recettes',
    description:
      'Petit outil qui ajuste les quantités d’une recette au nombre de convives et convertit les unités.',
    year: 2021,
    tags: ['Vue', 'TypeScript'],
    repo: 'https://example.com/camille/recettes',
  },
];

export const skills: string[] = [
  'React',
  'TypeScript',
  'JavaScript',
  'Tailwind CSS',
  'Vite',
  'Accessibilité (RGAA)',
  'Performance web',
  'Tests avec Vitest',
  'Figma',
  'Node.js',
];
