import { Link } from 'react-router-dom';
import { HeartIcon as HeartSolid } from '@heroicons/react/24/solid';
import { HeartIcon, MapPinIcon } from '@heroicons/react/24/outline';
import type { Photo } from '../data/photos';

interface Props {
  photo: Photo;
  favorite: boolean;
  onToggleFavorite: (id: string) => void;
}

export default function PhotoCard({ photo, favorite, onToggleFavorite }: Props) {
  return (
    <figure className="group overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <Link to={`/photo/${photo.id}`} className="block overflow-hidden">
        <img
          src={photo.src}
          alt={photo.title}
          className="aspect-[3/2] w-full object-cover transition duration-300 group-hover:scale-105"
          style={{ imageRendering: 'pixelated' }}
        />
      </Link>
      <figcaption className="flex items-center justify-between p-4">
        <div>
          <p className="font-medium text-stone-900">{photo.title}</p>
          <p className="flex items-center gap-1 text-sm text-stone-500">
            <MapPinIcon className="h-4 w-4" /> {photo.place}
          </p>
        </div>
        <button onClick={() => onToggleFavorite(photo.id)} aria-label={favorite ? 'Retirer des favoris' : 'Ajouter aux favoris'}>
          {favorite ? <HeartSolid className="h-6 w-6 text-rose-500" /> : <HeartIcon className="h-6 w-6 text-stone-400 hover:text-rose-500" />}
        </button>
      </figcaption>
    </figure>
  );
}
