import { z } from "zod";

export const inscriptionSchema = z
  .object({
    firstName: z.string().min(2, "Le prénom est requis"),
    lastName: z.string().min(2, "Le nom est requis"),
    email: z.string().email("Adresse e-mail invalide"),
    birthDate: z.string().min(1, "La date de naissance est requise"),
    level: z.enum(["debutant", "intermediaire", "confirme", "competition"], {
      message: "Choisissez votre niveau",
    }),
    formula: z.enum(["loisir", "cours", "competition"]),
    newsletter: z.boolean().default(false),
    certificate: z.boolean().refine((v) => v, "Le certificat médical est obligatoire"),
    rules: z.boolean().refine((v) => v, "Vous devez accepter le règlement intérieur"),
  });

export type InscriptionValues = z.infer<typeof inscriptionSchema>;

export const FORMULAS = {
  loisir: { label: "Loisir", price: 180, description: "Accès libre aux courts" },
  cours: { label: "Loisir + cours", price: 320, description: "30 séances collectives" },
  competition: { label: "Compétition", price: 450, description: "Entraînements et tournois" },
} as const;
