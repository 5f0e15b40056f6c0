import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { ArrowLeft, Minus, Plus } from 'lucide-react'
import { recipes } from '~/data/recipes'

export default function RecipeDetail() {
  const { slug } = useParams()
  const recipe = recipes.find((r) => r.slug === slug)
  const [servings, setServings] = useState(recipe?.servings ?? 4)

  if (!recipe) return <p>Recette introuvable. <Link to="/" className="text-brand underline">Retour</Link></p>

  return (
    <article className="mx-auto max-w-2xl">
      <Link to="/" className="flex items-center gap-1 text-sm text-stone-500 hover:text-brand">
        <ArrowLeft className="size-4" /> Toutes les recettes
      </Link>
      <h1 className="mt-4 font-display text-4xl">{recipe.title}</h1>
      <div className="mt-4 flex items-center gap-3">
        <span className="text-sm text-stone-600">Pour</span>
        <button onClick={() => setServings((s) => Math.max(1, s - 1))} className="rounded-full border p-1" aria-label="Moins">
          <Minus className="size-4" />
        </button>
        <span className="w-16 text-center font-medium">{servings} pers.</span>
        <button onClick={() => setServings((s) => s + 1)} className="rounded-full border p-1" aria-label="Plus">
          <Plus className="size-4" />
        </button>
      </div>
      <h2 className="mt-8 text-lg font-semibold">Ingrédients (pour {recipe.servings})</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {recipe.ingredients.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-semibold">Préparation</h2>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        {recipe.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </article>
  )
}
