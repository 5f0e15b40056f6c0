export const etatInitial = { affichage: '0', memoire: null, operateur: null, attenteNombre: false, historique: [] };

function calculer(a, b, operateur) {
  switch (operateur) {
    case '+':
      return a + b;
    case '−':
      return a - b;
    case '×':
      return a * b;
    case '÷':
      return b === 0 ? NaN : a / b;
    default:
      return b;
  }
}

export function formater(nombre) {
  if (Number.isNaN(nombre)) return 'Erreur';
  return String(Math.round(nombre * 1e10) / 1e10).replace('.', ',');
}

const lire = (affichage) => Number(affichage.replace(',', '.'));

export function reducteur(etat, action) {
  switch (action.type) {
    case 'chiffre': {
      if (etat.attenteNombre) return { ...etat, affichage: action.valeur, attenteNombre: false };
      if (etat.affichage.replace(/[,-]/g, '').length >= 9) return etat;
      return { ...etat, affichage: etat.affichage === '0' ? action.valeur : etat.affichage + action.valeur };
    }
    case 'virgule':
      if (etat.attenteNombre) return { ...etat, affichage: '0,', attenteNombre: false };
      return etat.affichage.includes(',') ? etat : { ...etat, affichage: etat.affichage + ',' };
    case 'operateur': {
      const valeur = lire(etat.affichage);
      if (etat.operateur && !etat.attenteNombre) {
        const resultat = calculer(etat.memoire, valeur, etat.operateur);
        return { ...etat, affichage: formater(resultat), memoire: resultat, operateur: action.valeur, attenteNombre: true };
      }
      return { ...etat, memoire: valeur, operateur: action.valeur, attenteNombre: true };
    }
    case 'egal': {
      if (!etat.operateur) return etat;
      const valeur = lire(etat.affichage);
      const resultat = calculer(etat.memoire, valeur, etat.operateur);
      const ligne = `${formater(etat.memoire)} ${etat.operateur} ${formater(valeur)} = ${formater(resultat)}`;
      return {
        ...etat,
        affichage: formater(resultat),
        memoire: null,
        operateur: null,
        attenteNombre: true,
        historique: [ligne, ...etat.historique].slice(0, 10),
      };
    }
    case 'signe':
      return { ...etat, affichage: formater(-lire(etat.affichage)) };
    case 'pourcent':
      return { ...etat, affichage: formater(lire(etat.affichage) / 100) };
    case 'effacer':
      return { ...etatInitial, historique: etat.historique };
    case 'vider-historique':
      return { ...etat, historique: [] };
    default:
      return etat;
  }
}
