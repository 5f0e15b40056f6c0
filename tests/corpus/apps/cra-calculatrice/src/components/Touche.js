function Touche({ libelle, genre = '', actif = false, onClick }) {
  return (
    <button className={`touche ${genre} ${actif ? 'actif' : ''}`.trim()} onClick={onClick}>
      {libelle}
    </button>
  );
}

export default Touche;
