import { useState } from 'react'
import { Search } from 'lucide-react'
import RecipeCard from '~/components/RecipeCard'
import { recipes } from '~/data/recipes'

interface Props {
  favorites: string[]
  onToggle: (slug: string) => void
  onlyFavorites?: boolean
}

export default function RecipeList({ favorites, onToggle, onlyFavorites }: Props) {
  const [query, setQuery] = useState('')
  const list = recipes
    .filter((r) => !onlyFavorites || favorites.includes(r.slug))
    .filter((r) => r.title.toLowerCase().includes(query.toLowerCase()))

  return (
    <>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl">{onlyFavorites ? 'Mes favoris' : 'Recettes de saison'}</h1>
        <label className="flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2">
          <Search className="size-4 text-stone-400" />
          <input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Chercher une recette" className="outline-none" />
        </label>
      </div>
      {list.length === 0 ? (
        <p className="text-stone-500">Rien à afficher.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2">
          {list.map((recipe) => (
            <RecipeCard key={recipe.slug} recipe={recipe} favorite={favorites.includes(recipe.slug)} onToggle={onToggle} />
          ))}
        </div>
      )}
    </>
  )
}
