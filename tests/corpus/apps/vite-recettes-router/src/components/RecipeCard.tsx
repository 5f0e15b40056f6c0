import { Link } from 'react-router-dom'
import { Clock, Heart, Users } from 'lucide-react'
import type { Recipe } from '~/data/recipes'

interface Props {
  recipe: Recipe
  favorite: boolean
  onToggle: (slug: string) => void
}

export default function RecipeCard({ recipe, favorite, onToggle }: Props) {
  return (
    <article className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between">
        <span className="rounded-full bg-brand-light px-2.5 py-0.5 text-xs font-medium text-brand">{recipe.category}</span>
        <button onClick={() => onToggle(recipe.slug)} aria-label="Favori" className="text-stone-400 hover:text-brand">
          <Heart className={`size-5 ${favorite ? 'fill-brand text-brand' : ''}`} />
        </button>
      </div>
      <h2 className="mt-3 font-display text-xl">{recipe.title}</h2>
      <div className="mt-2 flex gap-4 text-sm text-stone-500">
        <span className="flex items-center gap-1">
          <Clock className="size-4" /> {recipe.minutes} min
        </span>
        <span className="flex items-center gap-1">
          <Users className="size-4" /> {recipe.servings} pers.
        </span>
        <span className="capitalize">{recipe.difficulty}</span>
      </div>
      <Link
        to={`/recette/${recipe.slug}`}
        className="mt-5 inline-block self-start rounded-lg bg-brand px-4 py-2 text-sm font-medium text-white hover:opacity-90"
      >
        Voir la recette
      </Link>
    </article>
  )
}
