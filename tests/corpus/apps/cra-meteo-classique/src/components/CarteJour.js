function CarteJour({ prevision, convertir }) {
  return (
    <div className="Jour">
      <div className="Jour-nom">{prevision.jour}</div>
      <div className="Jour-icone" title={prevision.texte}>
        {prevision.icone}
      </div>
      <div className="Jour-temps">
        {convertir(prevision.max)}° / {convertir(prevision.min)}°
      </div>
    </div>
  );
}

export default CarteJour;
