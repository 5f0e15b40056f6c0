import { useState } from 'react';
import PhotoCard from '../components/PhotoCard';
import { photos, type Photo } from '../data/photos';

const albums: (Photo['album'] | 'Tout')[] = ['Tout', 'Côtes', 'Montagnes', 'Voyages'];

interface Props {
  favorites: string[];
  onToggleFavorite: (id: string) => void;
  onlyFavorites?: boolean;
}

export default function Gallery({ favorites, onToggleFavorite, onlyFavorites = false }: Props) {
  const [album, setAlbum] = useState<(typeof albums)[number]>('Tout');
  const list = photos
    .filter((p) => album === 'Tout' || p.album === album)
    .filter((p) => !onlyFavorites || favorites.includes(p.id));

  return (
    <div className="mx-auto max-w-6xl px-6 py-10">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-stone-900">{onlyFavorites ? 'Mes favoris' : 'Carnet de voyage en images'}</h1>
        <div className="flex gap-1 rounded-lg bg-stone-100 p-1">
          {albums.map((a) => (
            <button
              key={a}
              onClick={() => setAlbum(a)}
              className={`rounded-md px-3 py-1 text-sm ${album === a ? 'bg-white font-medium shadow' : 'text-stone-600'}`}
            >
              {a}
            </button>
          ))}
        </div>
      </div>
      {list.length === 0 ? (
        <p className="text-stone-500">Aucune photo ici pour le moment.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((photo) => (
            <PhotoCard key={photo.id} photo={photo} favorite={favorites.includes(photo.id)} onToggleFavorite={onToggleFavorite} />
          ))}
        </div>
      )}
    </div>
  );
}
