import { NavLink, Outlet } from 'react-router-dom'
import { ChefHat } from 'lucide-react'

export default function Layout({ favoriteCount }: { favoriteCount: number }) {
  const link = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'font-semibold text-brand' : 'text-stone-600 hover:text-brand'

  return (
    <div className="min-h-screen">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-6 py-4">
          <NavLink to="/" className="flex items-center gap-2 font-display text-2xl text-brand">
            <ChefHat className="size-7" /> Mes recettes
          </NavLink>
          <nav className="flex gap-6 text-sm">
            <NavLink to="/" end className={link}>
              Toutes
            </NavLink>
            <NavLink to="/favoris" className={link}>
              Favoris ({favoriteCount})
            </NavLink>
            <NavLink to="/nouvelle" className={link}>
              Proposer une recette
            </NavLink>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-6 py-10">
        <Outlet />
      </main>
    </div>
  )
}
