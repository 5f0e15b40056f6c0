import { useState } from 'react';
import logo from './logo.svg';
import './App.css';
import CarteJour from './components/CarteJour';
import { VILLES, previsionsPour } from './donnees';

function App() {
  const [ville, setVille] = useState(process.env.REACT_APP_VILLE || 'Lyon');
  const [fahrenheit, setFahrenheit] = useState(false);

  const previsions = previsionsPour(ville);
  const aujourdhui = previsions[0];
  const convertir = (celsius) => (fahrenheit ? Math.round((celsius * 9) / 5 + 32) : celsius);

  return (
    <div className="App">
      <header className="App-header">
        <img src={logo} className="App-logo" alt="logo" />
        <h1>Météo de la semaine</h1>
        <div className="Villes">
          {VILLES.map((nom) => (
            <button key={nom} className={nom === ville ? 'active' : ''} onClick={() => setVille(nom)}>
              {nom}
            </button>
          ))}
        </div>
      </header>

      <section className="Actuel">
        <span style={{ fontSize: 64 }}>{aujourdhui.icone}</span>
        <div>
          <div className="Actuel-temp">{convertir(aujourdhui.max)}°{fahrenheit ? 'F' : 'C'}</div>
          <div>
            {ville} · {aujourdhui.texte}
          </div>
        </div>
        <button className="Unite" onClick={() => setFahrenheit(!fahrenheit)}>
          Afficher en °{fahrenheit ? 'C' : 'F'}
        </button>
      </section>

      <section className="Previsions">
        {previsions.map((prevision) => (
          <CarteJour key={prevision.jour} prevision={prevision} convertir={convertir} />
        ))}
      </section>

      <footer>
        <a className="App-link" href="https://meteofrance.com" target="_blank" rel="noopener noreferrer">
          Prévisions officielles sur Météo-France
        </a>
      </footer>
    </div>
  );
}

export default App;
