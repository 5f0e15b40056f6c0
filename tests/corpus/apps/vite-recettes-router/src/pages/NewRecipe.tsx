import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'

export default function NewRecipe() {
  const navigate = useNavigate()
  const [title, setTitle] = useState('')
  const [sent, setSent] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!title.trim()) return
    setSent(true)
    setTimeout(() => navigate('/'), 1500)
  }

  return (
    <form onSubmit={submit} className="mx-auto max-w-lg space-y-4">
      <h1 className="font-display text-3xl">Proposer une recette</h1>
      <input
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        placeholder="Nom de la recette"
        className="w-full rounded-lg border border-stone-300 px-3 py-2"
      />
      <textarea placeholder="Ingrédients et étapes" rows={6} className="w-full rounded-lg border border-stone-300 px-3 py-2" />
      <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-medium text-white">
        Envoyer
      </button>
      {sent && <p className="text-green-700">Merci ! Votre recette sera relue avant publication.</p>}
    </form>
  )
}
