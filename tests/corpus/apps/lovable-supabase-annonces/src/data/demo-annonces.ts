import type { Annonce } from "@/integrations/supabase/types";

// Annonces d'exemple, affichées tant que les clés Supabase ne sont pas renseignées.

/** Date ISO située `heures` heures avant maintenant, pour des annonces toujours récentes. */
const ilYa = (heures: number) => new Date(Date.now() - heures * 60 * 60 * 1000).toISOString();

export const demoAnnonces: Annonce[] = [
  {
    id: "demo-01",
    titre: "Vélo enfant 16 pouces",
    description: "Vélo rouge avec petites roues amovibles, pour 4 à 6 ans. Pneus regonflés, freins réglés.",
    prix: 35,
    categorie: "vente",
    quartier: "Croix-Rousse",
    created_at: ilYa(2),
  },
  {
    id: "demo-02",
    titre: "Plants de tomates cerises",
    description: "Une dizaine de plants en godets, semés en mars. À venir chercher, je garde les godets vides.",
    prix: null,
    categorie: "don",
    quartier: "Jardins ouvriers de la Duchère",
    created_at: ilYa(5),
  },
  {
    id: "demo-03",
    titre: "Perceuse contre cours de guitare",
    description: "Je prête ma perceuse à percussion quand vous voulez, en échange de quelques cours de guitare débutant.",
    prix: null,
    categorie: "echange",
    quartier: "Guillotière",
    created_at: ilYa(9),
  },
  {
    id: "demo-04",
    titre: "Canapé deux places en lin",
    description: "Couleur sable, déhoussable, très bon état. Il faut deux personnes pour le descendre du 2e étage.",
    prix: 120,
    categorie: "vente",
    quartier: "Part-Dieu",
    created_at: ilYa(20),
  },
  {
    id: "demo-05",
    titre: "Cartons de déménagement",
    description: "Une vingtaine de cartons solides et du papier bulle, déjà servis une fois. Premier arrivé, premier servi.",
    prix: null,
    categorie: "don",
    quartier: "Monplaisir",
    created_at: ilYa(28),
  },
  {
    id: "demo-06",
    titre: "Romans policiers contre BD",
    description: "Une quinzaine de polars en poche (Vargas, Thilliez, Minier) à échanger contre des bandes dessinées.",
    prix: null,
    categorie: "echange",
    quartier: "Vaise",
    created_at: ilYa(40),
  },
  {
    id: "demo-07",
    titre: "Machine à café à grains",
    description: "Détartrée le mois dernier, fonctionne parfaitement. Vendue avec le mode d'emploi et un paquet de café.",
    prix: 90,
    categorie: "vente",
    quartier: "Croix-Rousse",
    created_at: ilYa(55),
  },
  {
    id: "demo-08",
    titre: "Poussette canne",
    description: "Légère et pliable, idéale pour les transports. Quelques traces d'usure sur les poignées.",
    prix: 25,
    categorie: "vente",
    quartier: "Gerland",
    created_at: ilYa(72),
  },
  {
    id: "demo-09",
    titre: "Bocaux en verre",
    description: "Trente bocaux à conserves avec leurs joints neufs, parfaits pour les confitures de l'été.",
    prix: null,
    categorie: "don",
    quartier: "Guillotière",
    created_at: ilYa(96),
  },
  {
    id: "demo-10",
    titre: "Garde de chat contre arrosage",
    description: "Je nourris votre chat pendant vos vacances si vous arrosez mes plantes pendant les miennes en août.",
    prix: null,
    categorie: "echange",
    quartier: "Monplaisir",
    created_at: ilYa(130),
  },
];
