import { useEffect, useState } from 'react';
import './App.css';
import FormulaireArticle from './components/FormulaireArticle';
import Rayon from './components/Rayon';
import { ARTICLES_DE_DEPART, RAYONS } from './rayons';

const CLE = 'liste-courses';

function chargerArticles() {
  const sauvegarde = localStorage.getItem(CLE);
  return sauvegarde ? JSON.parse(sauvegarde) : ARTICLES_DE_DEPART;
}

function App() {
  const [articles, setArticles] = useState(chargerArticles);
  const [cacherPris, setCacherPris] = useState(false);

  useEffect(() => {
    localStorage.setItem(CLE, JSON.stringify(articles));
  }, [articles]);

  const ajouter = (article) => setArticles([...articles, { ...article, id: Date.now(), pris: false }]);
  const basculer = (id) => setArticles(articles.map((a) => (a.id === id ? { ...a, pris: !a.pris } : a)));
  const supprimer = (id) => setArticles(articles.filter((a) => a.id !== id));
  const viderPris = () => setArticles(articles.filter((a) => !a.pris));

  const restants = articles.filter((a) => !a.pris).length;
  const visibles = cacherPris ? articles.filter((a) => !a.pris) : articles;

  return (
    <div className="min-h-screen bg-panier-50">
      <div className="mx-auto max-w-lg px-4 py-8">
        <header className="mb-6">
          <h1 className="text-3xl font-bold text-gray-900">🛒 {process.env.REACT_APP_TITRE}</h1>
          <p className="text-gray-600">
            {process.env.REACT_APP_MAGASIN} · {restants} article{restants > 1 ? 's' : ''} à prendre
          </p>
        </header>

        <FormulaireArticle onAjouter={ajouter} />

        <div className="my-4 flex items-center justify-between text-sm">
          <label className="flex items-center gap-2 text-gray-700">
            <input type="checkbox" checked={cacherPris} onChange={(e) => setCacherPris(e.target.checked)} />
            Cacher les articles pris
          </label>
          <button className="text-red-600 hover:underline" onClick={viderPris}>
            Retirer les articles pris
          </button>
        </div>

        {RAYONS.map((rayon) => (
          <Rayon
            key={rayon}
            nom={rayon}
            articles={visibles.filter((a) => a.rayon === rayon)}
            onBasculer={basculer}
            onSupprimer={supprimer}
          />
        ))}
      </div>
    </div>
  );
}

export default App;
