// Mesures de performance désactivées : le paquet web-vitals n'est plus installé.
const reportWebVitals = () => {};

export default reportWebVitals;
