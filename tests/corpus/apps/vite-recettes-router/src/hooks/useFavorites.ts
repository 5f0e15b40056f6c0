import { useCallback, useEffect, useState } from 'react'

const STORAGE_KEY = 'recettes:favoris'

export function useFavorites() {
  const [favorites, setFavorites] = useState<string[]>(() => {
    try {
      return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    } catch {
      return []
    }
  })

  useEffect(() => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(favorites))
  }, [favorites])

  const toggle = useCallback((slug: string) => {
    setFavorites((list) => (list.includes(slug) ? list.filter((s) => s !== slug) : [...list, slug]))
  }, [])

  return { favorites, toggle, isFavorite: (slug: string) => favorites.includes(slug) }
}
