import { useEffect, useReducer } from 'react';
import './App.css';
import Touche from './components/Touche';
import { etatInitial, formater, reducteur } from './calcul';

const CLAVIER = { '+': '+', '-': '−', '*': '×', '/': '÷' };

function App() {
  const [etat, envoyer] = useReducer(reducteur, etatInitial);

  useEffect(() => {
    function surTouche(event) {
      if (/^[0-9]$/.test(event.key)) envoyer({ type: 'chiffre', valeur: event.key });
      else if (event.key in CLAVIER) envoyer({ type: 'operateur', valeur: CLAVIER[event.key] });
      else if (event.key === 'Enter' || event.key === '=') envoyer({ type: 'egal' });
      else if (event.key === ',' || event.key === '.') envoyer({ type: 'virgule' });
      else if (event.key === 'Escape') envoyer({ type: 'effacer' });
    }
    window.addEventListener('keydown', surTouche);
    return () => window.removeEventListener('keydown', surTouche);
  }, []);

  const chiffre = (valeur) => () => envoyer({ type: 'chiffre', valeur });
  const operateur = (valeur) => ({
    libelle: valeur,
    genre: 'operateur',
    actif: etat.operateur === valeur && etat.attenteNombre,
    onClick: () => envoyer({ type: 'operateur', valeur }),
  });

  return (
    <div className="App">
      <div className="Calculatrice">
        <div className="Ecran">
          <div className="Ecran-operation">{etat.operateur ? `${formater(etat.memoire)} ${etat.operateur}` : ''}</div>
          <div className="Ecran-valeur">{etat.affichage}</div>
        </div>
        <div className="Touches">
          <Touche libelle="AC" genre="fonction" onClick={() => envoyer({ type: 'effacer' })} />
          <Touche libelle="±" genre="fonction" onClick={() => envoyer({ type: 'signe' })} />
          <Touche libelle="%" genre="fonction" onClick={() => envoyer({ type: 'pourcent' })} />
          <Touche {...operateur('÷')} />
          <Touche libelle="7" onClick={chiffre('7')} />
          <Touche libelle="8" onClick={chiffre('8')} />
          <Touche libelle="9" onClick={chiffre('9')} />
          <Touche {...operateur('×')} />
          <Touche libelle="4" onClick={chiffre('4')} />
          <Touche libelle="5" onClick={chiffre('5')} />
          <Touche libelle="6" onClick={chiffre('6')} />
          <Touche {...operateur('−')} />
          <Touche libelle="1" onClick={chiffre('1')} />
          <Touche libelle="2" onClick={chiffre('2')} />
          <Touche libelle="3" onClick={chiffre('3')} />
          <Touche {...operateur('+')} />
          <Touche libelle="0" genre="large" onClick={chiffre('0')} />
          <Touche libelle="," onClick={() => envoyer({ type: 'virgule' })} />
          <Touche libelle="=" genre="operateur" onClick={() => envoyer({ type: 'egal' })} />
        </div>
      </div>
      <aside className="Historique">
        <h2>
          Historique
          {etat.historique.length > 0 && <button onClick={() => envoyer({ type: 'vider-historique' })}>Effacer</button>}
        </h2>
        {etat.historique.length === 0 ? (
          <p>Vos calculs apparaîtront ici.</p>
        ) : (
          <ul>
            {etat.historique.map((ligne, index) => (
              <li key={index}>{ligne}</li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}

export default App;
