export interface Post {
  slug: string;
  title: string;
  date: string;
  tags: string[];
  excerpt: string;
  body: string;
}

export const posts: Post[] = [
  {
    slug: "tour-du-vercors",
    title: "Cinq jours sur les hauts plateaux du Vercors",
    date: "2024-08-21",
    tags: ["randonnée", "bivouac"],
    excerpt: "La plus grande réserve naturelle de France métropolitaine, sans un village, sans une route.",
    body: `La réserve des **hauts plateaux du Vercors** se traverse du nord au sud en cinq jours. Pas de refuge gardé, peu d'eau : tout se prépare.

## L'itinéraire

- Jour 1 : Corrençon → cabane de Carrette
- Jour 2 : Carrette → Pré Peyret
- Jour 3 : Pré Peyret → Grand Veymont (2 341 m)
- Jour 4 : descente vers Châtillon-en-Diois

> Le Grand Veymont au lever du soleil vaut à lui seul les kilos du sac.

## L'eau

Les sources sont rares et se tarissent dès juillet. Consultez le \`relevé des sources\` du parc avant de partir et prévoyez **trois litres** par personne.

### Le matériel

Un filtre, une poche souple et des pastilles en secours. [La carte IGN 3237 OT](https://www.ign.fr) reste indispensable.`,
  },
  {
    slug: "sac-leger",
    title: "Alléger son sac sous les 8 kg",
    date: "2024-07-02",
    tags: ["matériel"],
    excerpt: "Les trois gros postes — tente, sac de couchage, sac à dos — font l'essentiel du poids.",
    body: `Commencez par **peser chaque objet**. Un tableur suffit.

## Les trois gros postes

- la tente (ou le tarp)
- le sac de couchage
- le sac à dos lui-même

Gagner 500 g sur chacun vaut mieux que couper le manche de la brosse à dents.`,
  },
  {
    slug: "bivouac-regles",
    title: "Bivouac : ce que dit la règle dans les parcs nationaux",
    date: "2024-05-15",
    tags: ["bivouac", "réglementation"],
    excerpt: "Entre 19 h et 9 h, à plus d'une heure de marche des accès routiers : le cas général.",
    body: `Chaque parc fixe ses propres règles.

## Le cas général

Le bivouac est toléré **de 19 h à 9 h**, à plus d'une heure de marche d'un accès routier. Le feu est interdit partout.`,
  },
];

export const findPost = (slug: string) => posts.find((post) => post.slug === slug);
