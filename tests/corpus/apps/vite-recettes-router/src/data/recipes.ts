export type Difficulty = 'facile' | 'moyenne' | 'difficile'

export type Category = 'Plat' | 'Entrée' | 'Dessert' | 'Soupe'

export interface Recipe {
  slug: string
  title: string
  category: Category
  /** Temps total de préparation et de cuisson, en minutes. */
  minutes: number
  /** Nombre de personnes pour les quantités indiquées. */
  servings: number
  difficulty: Difficulty
  ingredients: string[]
  steps: string[]
}

export const recipes: Recipe[] = [
  {
    slug: 'ratatouille-du-marche',
    title: 'Ratatouille du marché',
    category: 'Plat',
    minutes: 75,
    servings: 4,
    difficulty: 'facile',
    ingredients: [
      '2 courgettes',
      '1 aubergine',
      '2 poivrons (rouge et jaune)',
      '4 tomates bien mûres',
      '2 oignons',
      '3 gousses d’ail',
      '1 bouquet garni',
      '5 cl d’huile d’olive',
      'Sel, poivre',
    ],
    steps: [
      'Laver les légumes et les couper en dés de taille égale.',
      'Faire revenir les oignons émincés et l’ail dans l’huile d’olive.',
      'Ajouter les poivrons, puis l’aubergine, et laisser dorer 10 minutes.',
      'Ajouter les courgettes, les tomates et le bouquet garni, saler et poivrer.',
      'Couvrir et laisser mijoter 45 minutes à feu doux en remuant de temps en temps.',
    ],
  },
  {
    slug: 'veloute-de-potimarron',
    title: 'Velouté de potimarron',
    category: 'Soupe',
    minutes: 40,
    servings: 4,
    difficulty: 'facile',
    ingredients: ['1 potimarron (environ 1 kg)', '1 oignon', '1 pomme de terre', '75 cl de bouillon de légumes', '10 cl de crème fraîche', 'Noix de muscade'],
    steps: [
      'Laver le potimarron, retirer les graines et le couper en morceaux sans l’éplucher.',
      'Faire suer l’oignon émincé dans une casserole.',
      'Ajouter le potimarron, la pomme de terre en dés et le bouillon, puis cuire 25 minutes.',
      'Mixer avec la crème, assaisonner et râper un peu de muscade.',
    ],
  },
  {
    slug: 'quiche-lorraine',
    title: 'Quiche lorraine',
    category: 'Plat',
    minutes: 55,
    servings: 6,
    difficulty: 'facile',
    ingredients: ['1 pâte brisée', '200 g de lardons fumés', '3 œufs', '20 cl de crème fraîche', '20 cl de lait', 'Sel, poivre, muscade'],
    steps: [
      'Préchauffer le four à 180 °C et foncer un moule avec la pâte.',
      'Faire dorer les lardons à la poêle sans matière grasse.',
      'Battre les œufs avec la crème et le lait, assaisonner.',
      'Répartir les lardons sur la pâte, verser l’appareil et enfourner 35 minutes.',
    ],
  },
  {
    slug: 'salade-nicoise',
    title: 'Salade niçoise',
    category: 'Entrée',
    minutes: 25,
    servings: 4,
    difficulty: 'facile',
    ingredients: ['4 tomates', '1 poivron vert', '4 œufs', '1 boîte de thon à l’huile', '8 filets d’anchois', '1 poignée d’olives noires', 'Huile d’olive, basilic'],
    steps: [
      'Cuire les œufs 9 minutes, les refroidir et les écaler.',
      'Couper les tomates en quartiers et le poivron en fines lamelles.',
      'Disposer les légumes, le thon, les anchois, les olives et les œufs en quartiers.',
      'Arroser d’huile d’olive et parsemer de basilic ciselé.',
    ],
  },
  {
    slug: 'boeuf-bourguignon',
    title: 'Bœuf bourguignon',
    category: 'Plat',
    minutes: 210,
    servings: 6,
    difficulty: 'moyenne',
    ingredients: [
      '1,2 kg de paleron de bœuf',
      '75 cl de vin rouge de Bourgogne',
      '200 g de lardons',
      '250 g de champignons de Paris',
      '12 petits oignons grelots',
      '2 carottes',
      '2 cuillères à soupe de farine',
      '1 bouquet garni',
    ],
    steps: [
      'Couper la viande en gros cubes et la faire mariner une nuit dans le vin avec les carottes.',
      'Égoutter et faire dorer la viande dans une cocotte, puis la saupoudrer de farine.',
      'Mouiller avec la marinade, ajouter le bouquet garni et laisser mijoter 3 heures.',
      'Faire revenir lardons, oignons et champignons et les ajouter 30 minutes avant la fin.',
    ],
  },
  {
    slug: 'tarte-tatin',
    title: 'Tarte Tatin',
    category: 'Dessert',
    minutes: 70,
    servings: 8,
    difficulty: 'moyenne',
    ingredients: ['1 pâte feuilletée', '8 pommes (golden ou reinettes)', '120 g de sucre', '80 g de beurre demi-sel'],
    steps: [
      'Préchauffer le four à 200 °C.',
      'Faire un caramel avec le sucre et le beurre directement dans le moule.',
      'Disposer les pommes coupées en quartiers bien serrés sur le caramel.',
      'Recouvrir de pâte, rentrer les bords et cuire 40 minutes.',
      'Laisser tiédir 10 minutes avant de retourner la tarte sur un plat.',
    ],
  },
  {
    slug: 'gratin-dauphinois',
    title: 'Gratin dauphinois',
    category: 'Plat',
    minutes: 90,
    servings: 6,
    difficulty: 'facile',
    ingredients: ['1,2 kg de pommes de terre à chair ferme', '50 cl de lait entier', '25 cl de crème fraîche', '1 gousse d’ail', 'Beurre', 'Sel, poivre, muscade'],
    steps: [
      'Préchauffer le four à 160 °C et frotter un plat à gratin avec l’ail puis le beurrer.',
      'Éplucher les pommes de terre et les couper en fines rondelles, sans les laver.',
      'Les cuire 10 minutes dans le lait et la crème assaisonnés.',
      'Verser dans le plat et enfourner 1 heure, jusqu’à ce que le dessus soit bien doré.',
    ],
  },
  {
    slug: 'soupe-a-l-oignon',
    title: 'Soupe à l’oignon gratinée',
    category: 'Soupe',
    minutes: 60,
    servings: 4,
    difficulty: 'facile',
    ingredients: ['6 oignons jaunes', '40 g de beurre', '1 cuillère à soupe de farine', '1 litre de bouillon de bœuf', '10 cl de vin blanc sec', '8 tranches de baguette', '150 g de comté râpé'],
    steps: [
      'Émincer les oignons et les faire fondre 20 minutes dans le beurre jusqu’à coloration.',
      'Saupoudrer de farine, déglacer au vin blanc puis ajouter le bouillon.',
      'Laisser cuire 20 minutes à petit feu.',
      'Verser dans des bols, couvrir de pain et de fromage et gratiner sous le gril.',
    ],
  },
  {
    slug: 'clafoutis-aux-cerises',
    title: 'Clafoutis aux cerises',
    category: 'Dessert',
    minutes: 50,
    servings: 6,
    difficulty: 'facile',
    ingredients: ['500 g de cerises', '3 œufs', '100 g de sucre', '80 g de farine', '30 cl de lait', '1 sachet de sucre vanillé'],
    steps: [
      'Préchauffer le four à 180 °C et beurrer un plat.',
      'Répartir les cerises lavées, non dénoyautées, dans le plat.',
      'Fouetter les œufs avec le sucre, ajouter la farine puis le lait.',
      'Verser la pâte sur les cerises et cuire 35 minutes.',
    ],
  },
  {
    slug: 'souffle-au-fromage',
    title: 'Soufflé au fromage',
    category: 'Entrée',
    minutes: 45,
    servings: 4,
    difficulty: 'difficile',
    ingredients: ['40 g de beurre', '40 g de farine', '25 cl de lait', '4 œufs', '100 g de comté râpé', 'Sel, poivre, muscade'],
    steps: [
      'Préchauffer le four à 200 °C et beurrer un moule à soufflé.',
      'Préparer une béchamel épaisse avec le beurre, la farine et le lait.',
      'Hors du feu, ajouter les jaunes d’œufs puis le fromage.',
      'Incorporer délicatement les blancs montés en neige ferme.',
      'Cuire 25 minutes sans ouvrir la porte du four et servir aussitôt.',
    ],
  },
]
