function Rayon({ nom, articles, onBasculer, onSupprimer }) {
  if (articles.length === 0) return null;
  return (
    <section className="mb-6">
      <h2 className="mb-2 text-sm font-bold uppercase tracking-wide text-panier-700">{nom}</h2>
      <ul className="divide-y divide-gray-100 rounded-lg bg-white shadow">
        {articles.map((article) => (
          <li key={article.id} className="liste-enter flex items-center gap-3 px-4 py-3">
            <input
              type="checkbox"
              className="h-5 w-5 accent-green-600"
              checked={article.pris}
              onChange={() => onBasculer(article.id)}
            />
            <span className={`flex-1 font-manuscrite text-lg ${article.pris ? 'text-gray-400 line-through' : 'text-gray-800'}`}>
              {article.nom}
            </span>
            {article.quantite && <span className="text-sm text-gray-500">{article.quantite}</span>}
            <button className="text-gray-300 hover:text-red-500" onClick={() => onSupprimer(article.id)} aria-label={`Supprimer ${article.nom}`}>
              ✕
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default Rayon;
