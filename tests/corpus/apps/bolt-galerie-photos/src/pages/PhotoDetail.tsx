import { Link, useParams } from 'react-router-dom';
import { ArrowLeftIcon, CalendarIcon } from '@heroicons/react/20/solid';
import { photos } from '../data/photos';

export default function PhotoDetail() {
  const { id } = useParams();
  const photo = photos.find((p) => p.id === id);

  if (!photo) {
    return (
      <div className="p-10 text-center">
        <p className="text-stone-600">Cette photo n’existe pas.</p>
        <Link to="/" className="mt-4 inline-block text-rose-600 underline">
          Retour à la galerie
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-6 py-10">
      <Link to="/" className="mb-6 inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900">
        <ArrowLeftIcon className="h-4 w-4" /> Toutes les photos
      </Link>
      <img src={photo.src} alt={photo.title} className="w-full rounded-2xl" style={{ imageRendering: 'pixelated' }} />
      <h1 className="mt-6 text-3xl font-bold text-stone-900">{photo.title}</h1>
      <p className="mt-2 flex items-center gap-1 text-stone-500">
        <CalendarIcon className="h-4 w-4" />
        {new Date(photo.takenAt).toLocaleDateString('fr-FR', { dateStyle: 'long' })} · {photo.place}
      </p>
    </div>
  );
}
