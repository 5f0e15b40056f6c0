import { BrowserRouter, Route, Routes } from 'react-router-dom'
import Layout from '~/components/Layout'
import RecipeList from '~/pages/RecipeList'
import RecipeDetail from '~/pages/RecipeDetail'
import NewRecipe from '~/pages/NewRecipe'
import { useFavorites } from '~/hooks/useFavorites'

function App() {
  const { favorites, toggle } = useFavorites()

  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout favoriteCount={favorites.length} />}>
          <Route index element={<RecipeList favorites={favorites} onToggle={toggle} />} />
          <Route path="favoris" element={<RecipeList favorites={favorites} onToggle={toggle} onlyFavorites />} />
          <Route path="recette/:slug" element={<RecipeDetail />} />
          <Route path="nouvelle" element={<NewRecipe />} />
        </Route>
      </Routes>
    </BrowserRouter>
  )
}

export default App
