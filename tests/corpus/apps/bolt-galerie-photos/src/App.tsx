import { useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import Navbar from './components/Navbar';
import Gallery from './pages/Gallery';
import PhotoDetail from './pages/PhotoDetail';

function App() {
  const [favorites, setFavorites] = useState<string[]>(() => JSON.parse(localStorage.getItem('galerie:favoris') ?? '[]'));

  useEffect(() => {
    localStorage.setItem('galerie:favoris', JSON.stringify(favorites));
  }, [favorites]);

  const toggleFavorite = (id: string) =>
    setFavorites((current) => (current.includes(id) ? current.filter((f) => f !== id) : [...current, id]));

  return (
    <BrowserRouter>
      <div className="min-h-screen bg-stone-50">
        <Navbar favoriteCount={favorites.length} />
        <Routes>
          <Route path="/" element={<Gallery favorites={favorites} onToggleFavorite={toggleFavorite} />} />
          <Route path="/favoris" element={<Gallery favorites={favorites} onToggleFavorite={toggleFavorite} onlyFavorites />} />
          <Route path="/photo/:id" element={<PhotoDetail />} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}

export default App;
