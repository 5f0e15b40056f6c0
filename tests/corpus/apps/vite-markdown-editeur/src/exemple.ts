export const exemple = `# Notes de réunion

Réunion du **mardi** avec l'équipe *produit*.

## Décisions

1. La version 2.3 sort le 12 juin.
2. Le mode sombre passe en priorité haute.
3. On abandonne l'export PDF pour l'instant.

## À faire

- [ ] Mettre à jour la [documentation](https://example.com/docs)
- [ ] Relire les maquettes de \`Paramètres\`
- [x] Envoyer le compte rendu

> « Une fonctionnalité livrée vaut mieux que trois en cours. »

| Qui    | Quoi              | Pour quand |
|--------|-------------------|------------|
| Léa    | Maquettes         | vendredi   |
| Karim  | Tests de charge   | lundi      |

\`\`\`ts
const version = '2.3.0'
\`\`\`
`
