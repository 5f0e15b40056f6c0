import { useState } from 'react';
import { RAYONS } from '../rayons';

function FormulaireArticle({ onAjouter }) {
  const [nom, setNom] = useState('');
  const [quantite, setQuantite] = useState('');
  const [rayon, setRayon] = useState(RAYONS[0]);

  function handleSubmit(event) {
    event.preventDefault();
    if (!nom.trim()) return;
    onAjouter({ nom: nom.trim(), quantite: quantite.trim(), rayon });
    setNom('');
    setQuantite('');
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap gap-2 rounded-lg bg-white p-3 shadow">
      <input
        className="min-w-0 flex-1 rounded border border-gray-300 px-3 py-2 focus:border-panier-500 focus:outline-none"
        placeholder="Article (ex. : tomates)"
        value={nom}
        onChange={(e) => setNom(e.target.value)}
      />
      <input
        className="w-24 rounded border border-gray-300 px-3 py-2 focus:border-panier-500 focus:outline-none"
        placeholder="Quantité"
        value={quantite}
        onChange={(e) => setQuantite(e.target.value)}
      />
      <select className="rounded border border-gray-300 px-2 py-2" value={rayon} onChange={(e) => setRayon(e.target.value)}>
        {RAYONS.map((r) => (
          <option key={r}>{r}</option>
        ))}
      </select>
      <button type="submit" className="rounded bg-panier-700 px-4 py-2 font-semibold text-white hover:bg-panier-500">
        Ajouter
      </button>
    </form>
  );
}

export default FormulaireArticle;
