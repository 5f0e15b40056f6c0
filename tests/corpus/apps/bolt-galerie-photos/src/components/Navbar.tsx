import { NavLink } from 'react-router-dom';
import { CameraIcon, HeartIcon, PhotoIcon } from '@heroicons/react/24/outline';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-rose-500 text-white' : 'text-stone-600 hover:bg-stone-100'}`;

export default function Navbar({ favoriteCount }: { favoriteCount: number }) {
  return (
    <nav className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-6 py-3">
        <span className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <CameraIcon className="h-6 w-6 text-rose-500" /> Galerie de Léa
        </span>
        <div className="flex gap-2">
          <NavLink to="/" end className={linkClass}>
            <PhotoIcon className="h-4 w-4" /> Photos
          </NavLink>
          <NavLink to="/favoris" className={linkClass}>
            <HeartIcon className="h-4 w-4" /> Favoris ({favoriteCount})
          </NavLink>
        </div>
      </div>
    </nav>
  );
}
