import { type AppKind, type KindContext, type Lang, tr } from './kind.js';
import SEED from './seeds/recipes.json' with { type: 'json' };

interface Recipe {
  id: string;
  title: string;
  minutes: number;
  servings: number;
  tags: string[];
  ingredients: string[];
  steps: string[];
}

/**
 * The seeded recipes. Not a translation of each other: French ideas get French home cooking, English ones their own
 * classics, so the seed file holds one whole list per language.
 */
const RECIPES: Record<Lang, Recipe[]> = SEED;

function data(context: KindContext): string {
  return `export interface Recipe {
  id: string;
  title: string;
  minutes: number;
  servings: number;
  tags: string[];
  ingredients: string[];
  steps: string[];
}

export const recipes: Recipe[] = ${JSON.stringify(RECIPES[context.lang], null, 2)};
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  return `import { ArrowLeft, Clock, Heart, Plus, ShoppingCart, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { recipes, type Recipe } from '../data/recipes';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

type Tab = 'all' | 'favorites' | 'shopping';

export default function RecipesPage() {
  const [tab, setTab] = useState<Tab>('all');
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [favorites, setFavorites] = usePersistentState<string[]>('recettes:favoris', []);
  const [shopping, setShopping] = usePersistentState<{ item: string; done: boolean }[]>('recettes:courses', []);

  const toggleFavorite = (id: string) => setFavorites((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  const addToShopping = (recipe: Recipe) =>
    setShopping((list) => [...list, ...recipe.ingredients.filter((item) => !list.some((entry) => entry.item === item)).map((item) => ({ item, done: false }))]);

  const open = recipes.find((recipe) => recipe.id === openId);
  const shown = recipes.filter(
    (recipe) => (tab !== 'favorites' || favorites.includes(recipe.id)) && recipe.title.toLowerCase().includes(query.trim().toLowerCase()),
  );

  if (open) {
    const favorite = favorites.includes(open.id);
    return (
      <section className="mx-auto max-w-3xl px-4 py-6">
        <button type="button" onClick={() => setOpenId(null)} className={\`mb-4 inline-flex items-center gap-1 text-sm \${theme.accentText}\`}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> ${t('Toutes les recettes', 'All recipes')}
        </button>
        <div className="flex items-start justify-between gap-3">
          <h2 className={\`text-2xl font-bold \${theme.heading}\`}>{open.title}</h2>
          <button type="button" onClick={() => toggleFavorite(open.id)} aria-pressed={favorite} aria-label={favorite ? '${t('Retirer des favoris', 'Remove from favourites')}' : '${t('Ajouter aux favoris', 'Add to favourites')}'} className={\`rounded-full p-2 \${theme.buttonSecondary}\`}>
            <Heart className={\`h-5 w-5 \${favorite ? 'fill-current text-rose-500' : ''}\`} aria-hidden="true" />
          </button>
        </div>
        <p className={\`mt-1 flex gap-4 text-sm \${theme.muted}\`}>
          <span className="inline-flex items-center gap-1"><Clock className="h-4 w-4" aria-hidden="true" /> {open.minutes} min</span>
          <span className="inline-flex items-center gap-1"><Users className="h-4 w-4" aria-hidden="true" /> {open.servings} ${t('pers.', 'servings')}</span>
        </p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div className={\`rounded-2xl p-5 \${theme.card}\`}>
            <h2 className="font-semibold">${t('Ingrédients', 'Ingredients')}</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              {open.ingredients.map((item) => <li key={item}>{item}</li>)}
            </ul>
            <button type="button" onClick={() => addToShopping(open)} className={\`mt-4 inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
              <ShoppingCart className="h-4 w-4" aria-hidden="true" /> ${t('Ajouter à la liste de courses', 'Add to shopping list')}
            </button>
          </div>
          <div className={\`rounded-2xl p-5 \${theme.card}\`}>
            <h2 className="font-semibold">${t('Préparation', 'Method')}</h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              {open.steps.map((step) => <li key={step}>{step}</li>)}
            </ol>
          </div>
        </div>
      </section>
    );
  }

  const remaining = shopping.filter((entry) => !entry.done).length;
  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <div role="tablist" aria-label="${t('Vues', 'Views')}" className="flex flex-wrap gap-2">
        {([
          ['all', '${t('Recettes', 'Recipes')}'],
          ['favorites', \`${t('Favoris', 'Favourites')} (\${favorites.length})\`],
          ['shopping', \`${t('Liste de courses', 'Shopping list')} (\${remaining})\`],
        ] as [Tab, string][]).map(([value, label]) => (
          <button key={value} type="button" role="tab" aria-selected={tab === value} onClick={() => setTab(value)} className={\`rounded-full px-4 py-1.5 text-sm font-medium \${tab === value ? theme.button : theme.buttonSecondary}\`}>
            {label}
          </button>
        ))}
      </div>

      {tab === 'shopping' ? (
        <div className={\`mt-6 rounded-2xl p-5 \${theme.card}\`}>
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const field = event.currentTarget.elements.namedItem('item') as HTMLInputElement;
              const item = field.value.trim();
              if (item) setShopping((list) => [...list, { item, done: false }]);
              field.value = '';
            }}
          >
            <input name="item" aria-label="${t('Article à acheter', 'Item to buy')}" placeholder="${t('Ajouter un article…', 'Add an item…')}" className={\`flex-1 rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
            <button type="submit" className={\`inline-flex items-center gap-1 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
              <Plus className="h-4 w-4" aria-hidden="true" /> ${t('Ajouter', 'Add')}
            </button>
          </form>
          {shopping.length === 0 ? (
            <p className={\`mt-4 text-sm \${theme.muted}\`}>${t('Votre liste est vide : ouvrez une recette et ajoutez ses ingrédients.', 'Your list is empty: open a recipe and add its ingredients.')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200/60">
              {shopping.map((entry, index) => (
                <li key={entry.item} className="flex items-center gap-3 py-2">
                  <input
                    type="checkbox"
                    checked={entry.done}
                    onChange={() => setShopping((list) => list.map((other, i) => (i === index ? { ...other, done: !other.done } : other)))}
                    aria-label={entry.item}
                    className="h-4 w-4"
                  />
                  <span className={\`flex-1 \${entry.done ? \`line-through \${theme.muted}\` : ''}\`}>{entry.item}</span>
                  <button type="button" aria-label={\`${t('Retirer', 'Remove')} \${entry.item}\`} onClick={() => setShopping((list) => list.filter((_, i) => i !== index))} className={theme.muted}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label="${t('Rechercher une recette', 'Search recipes')}"
            placeholder="${t('Rechercher une recette…', 'Search recipes…')}"
            className={\`mt-4 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`}
          />
          {shown.length === 0 ? (
            <p className={\`mt-6 text-sm \${theme.muted}\`}>{tab === 'favorites' ? '${t('Aucun favori pour le moment : touchez le cœur d’une recette.', 'No favourites yet: tap the heart of a recipe.')}' : '${t('Aucune recette ne correspond.', 'No recipe matches.')}'}</p>
          ) : (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((recipe) => {
                const favorite = favorites.includes(recipe.id);
                return (
                  <li key={recipe.id} className={\`flex flex-col rounded-2xl p-5 \${theme.card}\`}>
                    <div className="flex items-start justify-between gap-2">
                      <button type="button" onClick={() => setOpenId(recipe.id)} className={\`text-left text-lg font-semibold hover:underline \${theme.heading}\`}>
                        {recipe.title}
                      </button>
                      <button type="button" onClick={() => toggleFavorite(recipe.id)} aria-pressed={favorite} aria-label={\`\${favorite ? '${t('Retirer des favoris', 'Remove from favourites')}' : '${t('Ajouter aux favoris', 'Add to favourites')}'} : \${recipe.title}\`} className="p-1">
                        <Heart className={\`h-5 w-5 \${favorite ? 'fill-current text-rose-500' : theme.muted}\`} aria-hidden="true" />
                      </button>
                    </div>
                    <p className={\`mt-1 text-sm \${theme.muted}\`}>{recipe.minutes} min · {recipe.servings} ${t('pers.', 'servings')}</p>
                    <div className="mt-3 flex flex-wrap gap-1">
                      {recipe.tags.map((tag) => (
                        <span key={tag} className={\`rounded-full px-2 py-0.5 text-xs \${theme.accentSoft}\`}>{tag}</span>
                      ))}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
`;
}

export const recipesKind: AppKind = {
  id: 'recipes',
  keywords:
    /\b(recettes?|recipes?|cuisine|cooking|culinaire|plats?|ingr[ée]dients?|courses|grocer(?:y|ies)|meal|repas|menus? de la semaine)\b/iu,
  appName: { fr: 'Mes Recettes', en: 'My Recipes' },
  tagline: { fr: 'Vos recettes, vos favoris et votre liste de courses.', en: 'Your recipes, favourites and shopping list.' },
  page: { component: 'RecipesPage', path: { fr: '/recettes', en: '/recipes' }, label: { fr: 'Recettes', en: 'Recipes' }, icon: 'ChefHat' },
  files: (context) => ({ 'src/data/recipes.ts': data(context), 'src/pages/RecipesPage.tsx': page(context) }),
  summary: {
    fr: 'des recettes avec recherche, fiche détaillée, favoris gardés et une liste de courses remplie depuis les ingrédients',
    en: 'recipes with search, a detail view, saved favourites and a shopping list filled from the ingredients',
  },
};
