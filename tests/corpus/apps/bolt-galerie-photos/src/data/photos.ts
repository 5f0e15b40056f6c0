import desert from '../assets/photos/desert.png';
import falaises from '../assets/photos/falaises.png';
import foret from '../assets/photos/foret.png';
import lac from '../assets/photos/lac.png';

export type Album = 'Côtes' | 'Montagnes' | 'Voyages';

export interface Photo {
  id: string;
  title: string;
  place: string;
  album: Album;
  /** Date de prise de vue, au format ISO (AAAA-MM-JJ). */
  takenAt: string;
  src: string;
}

export const photos: Photo[] = [
  {
    id: 'dunes-merzouga',
    title: 'Dunes de Merzouga',
    place: 'Erg Chebbi, Maroc',
    album: 'Voyages',
    takenAt: '2023-10-14',
    src: desert,
  },
  {
    id: 'falaises-etretat',
    title: 'Falaises d’Étretat',
    place: 'Étretat, Normandie',
    album: 'Côtes',
    takenAt: '2024-04-21',
    src: falaises,
  },
  {
    id: 'lac-annecy',
    title: 'Lac d’Annecy au matin',
    place: 'Talloires, Haute-Savoie',
    album: 'Montagnes',
    takenAt: '2024-07-06',
    src: lac,
  },
  {
    id: 'foret-broceliande',
    title: 'Sous-bois de Brocéliande',
    place: 'Paimpont, Bretagne',
    album: 'Voyages',
    takenAt: '2023-11-02',
    src: foret,
  },
  {
    id: 'pointe-du-raz',
    title: 'Pointe du Raz',
    place: 'Plogoff, Finistère',
    album: 'Côtes',
    takenAt: '2024-08-17',
    src: falaises,
  },
  {
    id: 'lac-blanc',
    title: 'Reflets du lac Blanc',
    place: 'Chamonix, Haute-Savoie',
    album: 'Montagnes',
    takenAt: '2024-08-03',
    src: lac,
  },
  {
    id: 'foret-vercors',
    title: 'Forêt du Vercors',
    place: 'Villard-de-Lans, Isère',
    album: 'Montagnes',
    takenAt: '2023-09-23',
    src: foret,
  },
  {
    id: 'dune-pilat',
    title: 'Dune du Pilat',
    place: 'La Teste-de-Buch, Gironde',
    album: 'Côtes',
    takenAt: '2024-06-09',
    src: desert,
  },
];
