export const RAYONS = ['Fruits et légumes', 'Crèmerie', 'Boulangerie', 'Épicerie', 'Maison'];

export const ARTICLES_DE_DEPART = [
  { id: 1, nom: 'Pommes', quantite: '1 kg', rayon: 'Fruits et légumes', pris: false },
  { id: 2, nom: 'Comté', quantite: '250 g', rayon: 'Crèmerie', pris: false },
  { id: 3, nom: 'Baguette tradition', quantite: '2', rayon: 'Boulangerie', pris: true },
  { id: 4, nom: 'Lentilles vertes', quantite: '500 g', rayon: 'Épicerie', pris: false },
  { id: 5, nom: 'Poireaux', quantite: '3', rayon: 'Fruits et légumes', pris: false },
];
