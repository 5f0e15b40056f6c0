const JOURS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];

const CIEL = {
  soleil: { icone: '☀️', texte: 'Ensoleillé' },
  nuages: { icone: '⛅', texte: 'Éclaircies' },
  pluie: { icone: '🌧️', texte: 'Pluie' },
  orage: { icone: '⛈️', texte: 'Orageux' },
};

const PREVISIONS = {
  Brest: [
    [14, 9, 'pluie'], [15, 10, 'nuages'], [13, 8, 'pluie'], [16, 10, 'nuages'], [17, 11, 'soleil'], [15, 9, 'pluie'], [14, 9, 'nuages'],
  ],
  Lyon: [
    [24, 14, 'soleil'], [26, 15, 'soleil'], [27, 17, 'orage'], [22, 13, 'pluie'], [23, 13, 'nuages'], [25, 14, 'soleil'], [26, 16, 'soleil'],
  ],
  Marseille: [
    [28, 19, 'soleil'], [29, 20, 'soleil'], [27, 19, 'nuages'], [28, 20, 'soleil'], [30, 21, 'soleil'], [29, 20, 'soleil'], [27, 19, 'nuages'],
  ],
  Strasbourg: [
    [21, 11, 'nuages'], [19, 10, 'pluie'], [22, 12, 'nuages'], [24, 13, 'soleil'], [25, 14, 'orage'], [20, 11, 'pluie'], [22, 12, 'nuages'],
  ],
};

export const VILLES = Object.keys(PREVISIONS);

export function previsionsPour(ville) {
  return PREVISIONS[ville].map(([max, min, ciel], index) => ({ jour: JOURS[index], max, min, ...CIEL[ciel] }));
}
