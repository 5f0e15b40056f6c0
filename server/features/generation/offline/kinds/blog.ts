import { type AppKind, type KindContext, tr } from './kind.js';

const ARTICLES = {
  fr: [
    {
      id: 'lisbonne',
      title: 'Trois jours à Lisbonne sans se presser',
      tag: 'Voyage',
      date: '2025-05-18',
      author: 'Claire Fontaine',
      body: [
        'Lisbonne se découvre à pied, en acceptant de se perdre. Nous avions posé nos sacs dans l’Alfama, au pied du château, et chaque matin commençait par un café serré sur une terrasse en pente.',
        'Le premier jour, nous avons suivi le tram 28 jusqu’à Graça, puis redescendu les ruelles jusqu’au Tage. Les miradouros offrent des vues différentes à chaque heure : le matin pour la lumière douce, le soir pour les toits qui rougissent.',
        'Le deuxième jour était consacré à Belém : le monastère, la tour, et bien sûr les pastéis encore tièdes. Arrivez tôt, la file s’allonge vite après dix heures.',
        'Pour finir, une journée sans programme, entre librairies anciennes du Chiado et marché de Campo de Ourique. C’est souvent là que naissent les meilleurs souvenirs.',
      ],
    },
    {
      id: 'sac-leger',
      title: 'Bien préparer un sac léger pour le week-end',
      tag: 'Conseils',
      date: '2025-05-06',
      author: 'Hugo Lambert',
      body: [
        'Partir avec un simple sac à dos change tout : pas de consigne, pas d’attente au tapis, et la liberté de changer d’avis en route.',
        'La règle que j’applique : trois hauts, deux bas, une couche chaude et une paire de chaussures en plus de celle que je porte. Tout le reste se trouve sur place.',
        'Roulez les vêtements plutôt que de les plier, glissez les chaussettes dans les chaussures et gardez une pochette pour les câbles. Vous gagnerez un bon tiers de place.',
      ],
    },
    {
      id: 'cote-basque',
      title: 'Carnet de route : la côte basque à vélo',
      tag: 'Voyage',
      date: '2025-04-22',
      author: 'Claire Fontaine',
      body: [
        'D’Hendaye à Bayonne, la Vélodyssée longe l’océan sur un peu plus de quarante kilomètres. Nous l’avons parcourue en deux jours, sans chercher la performance.',
        'La première étape, jusqu’à Saint-Jean-de-Luz, alterne corniches et petites criques. Prévoyez de bons freins : certaines descentes surprennent.',
        'Le lendemain, Biarritz puis Anglet nous ont offert des pistes cyclables larges et des pauses baignade bien méritées. Arrivée à Bayonne pour l’heure du chocolat chaud.',
      ],
    },
    {
      id: 'printemps',
      title: 'Quoi de neuf ce printemps',
      tag: 'Actualités',
      date: '2025-04-02',
      author: 'L’équipe',
      body: [
        'Merci d’être toujours plus nombreux à nous lire ! Ce printemps, nous ouvrons une nouvelle rubrique consacrée aux escapades à moins de deux heures de chez soi.',
        'Vous pourrez aussi nous proposer vos propres récits : les meilleurs seront publiés ici chaque mois, avec vos photos.',
        'Enfin, nous préparons une série d’articles pratiques sur le budget, les trains de nuit et les bonnes adresses pour dormir sans se ruiner.',
      ],
    },
    {
      id: 'lumiere',
      title: 'Photographier la lumière du soir',
      tag: 'Conseils',
      date: '2025-03-15',
      author: 'Hugo Lambert',
      body: [
        'L’heure dorée dure peu, mais elle transforme n’importe quel paysage. Repérez votre point de vue à l’avance pour ne pas perdre ces précieuses minutes.',
        'Placez le soleil de côté plutôt que dans votre dos : les ombres dessinent les reliefs et donnent de la profondeur à l’image.',
        'Et surtout, restez après le coucher du soleil. L’heure bleue qui suit offre souvent les couleurs les plus délicates de la journée.',
      ],
    },
    {
      id: 'dolomites',
      title: 'Une semaine dans les Dolomites',
      tag: 'Voyage',
      date: '2025-02-27',
      author: 'Claire Fontaine',
      body: [
        'Des refuges perchés, des lacs couleur émeraude et des parois qui s’embrasent au coucher du soleil : les Dolomites tiennent leurs promesses.',
        'Nous avons enchaîné les randonnées depuis Cortina, en dormant deux nuits en refuge. Réservez tôt, les places partent dès le printemps.',
        'Le lac de Braies est magnifique, mais venez à l’aube : à partir de neuf heures, le sentier qui en fait le tour devient une procession.',
      ],
    },
  ],
  en: [
    {
      id: 'lisbon',
      title: 'Three slow days in Lisbon',
      tag: 'Travel',
      date: '2025-05-18',
      author: 'Claire Fontaine',
      body: [
        'Lisbon is best discovered on foot, and by agreeing to get lost. We had dropped our bags in Alfama, below the castle, and every morning began with a strong coffee on a sloping terrace.',
        'On the first day we rode tram 28 up to Graça, then wandered down the alleys to the river. The viewpoints change by the hour: soft light in the morning, glowing rooftops at dusk.',
        'The second day was for Belém: the monastery, the tower and, of course, custard tarts still warm from the oven. Arrive early, the queue grows fast after ten.',
        'We ended with a day without a plan, between the old bookshops of Chiado and the Campo de Ourique market. That is often where the best memories are made.',
      ],
    },
    {
      id: 'light-bag',
      title: 'Packing light for a weekend away',
      tag: 'Tips',
      date: '2025-05-06',
      author: 'Hugo Lambert',
      body: [
        'Travelling with just a backpack changes everything: no luggage drop, no waiting at the carousel, and the freedom to change your mind on the way.',
        'My rule: three tops, two bottoms, one warm layer and one pair of shoes besides the ones I wear. Everything else can be found there.',
        'Roll your clothes instead of folding them, tuck socks inside your shoes and keep a small pouch for cables. You will save a good third of the space.',
      ],
    },
    {
      id: 'basque-coast',
      title: 'Road notes: the Basque coast by bike',
      tag: 'Travel',
      date: '2025-04-22',
      author: 'Claire Fontaine',
      body: [
        'From Hendaye to Bayonne, the cycle route follows the ocean for just over forty kilometres. We rode it in two days, with no interest in speed.',
        'The first stage, to Saint-Jean-de-Luz, alternates cliff roads and small coves. Check your brakes: some of the descents are surprising.',
        'The next day, Biarritz and Anglet gave us wide cycle lanes and well-earned swims. We reached Bayonne just in time for hot chocolate.',
      ],
    },
    {
      id: 'spring',
      title: 'What’s new this spring',
      tag: 'News',
      date: '2025-04-02',
      author: 'The team',
      body: [
        'Thank you for reading us in ever greater numbers! This spring we are starting a new section about getaways less than two hours from home.',
        'You will also be able to send us your own stories: the best ones will be published here every month, with your photos.',
        'Finally, we are preparing a series of practical pieces on budgets, night trains and good places to sleep without breaking the bank.',
      ],
    },
    {
      id: 'evening-light',
      title: 'Shooting in the evening light',
      tag: 'Tips',
      date: '2025-03-15',
      author: 'Hugo Lambert',
      body: [
        'Golden hour is short, but it transforms any landscape. Scout your spot in advance so you do not lose those precious minutes.',
        'Keep the sun to one side rather than behind you: shadows draw out the relief and give the picture depth.',
        'Above all, stay after sunset. The blue hour that follows often brings the most delicate colours of the day.',
      ],
    },
    {
      id: 'dolomites',
      title: 'A week in the Dolomites',
      tag: 'Travel',
      date: '2025-02-27',
      author: 'Claire Fontaine',
      body: [
        'Huts perched on ridges, emerald lakes and rock faces that catch fire at sunset: the Dolomites live up to their reputation.',
        'We strung hikes together from Cortina, spending two nights in mountain huts. Book early, beds go as soon as spring arrives.',
        'Lake Braies is stunning, but come at dawn: from nine o’clock onwards, the path around it turns into a procession.',
      ],
    },
  ],
};

function data(context: KindContext): string {
  return `export interface BlogArticle {
  id: string;
  title: string;
  tag: string;
  /** yyyy-mm-dd */
  date: string;
  author: string;
  /** One entry per paragraph. */
  body: string[];
}

export const blogSeedArticles: BlogArticle[] = ${JSON.stringify(ARTICLES[context.lang], null, 2)};
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  return `import { ArrowLeft, BookOpen, Camera, Clock, Compass, Lightbulb, Newspaper, PenLine, Search, Sparkles, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { blogSeedArticles, type BlogArticle } from '../data/blog';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

type Article = BlogArticle & { mine?: boolean };
type View = { kind: 'list' } | { kind: 'read'; id: string } | { kind: 'write' };

const COVER_ICONS: LucideIcon[] = [Compass, Lightbulb, Newspaper, Camera, Sparkles, BookOpen];
const COVER_DIRECTIONS = ['bg-gradient-to-br', 'bg-gradient-to-tr', 'bg-gradient-to-r', 'bg-gradient-to-bl'];

const readingTime = (article: Article) => Math.max(1, Math.round(article.body.join(' ').split(/\\s+/).length / 200));
const excerpt = (article: Article) => {
  const first = article.body[0] ?? '';
  return first.length > 160 ? \`\${first.slice(0, 157).trimEnd()}…\` : first;
};
const formatDate = (date: string) => new Date(\`\${date}T12:00:00\`).toLocaleDateString('${t('fr-FR', 'en-GB')}', { day: 'numeric', month: 'long', year: 'numeric' });
const today = () => {
  const now = new Date();
  return \`\${now.getFullYear()}-\${String(now.getMonth() + 1).padStart(2, '0')}-\${String(now.getDate()).padStart(2, '0')}\`;
};

function Cover({ article, index, tags }: { article: Article; index: number; tags: string[] }) {
  const Icon = COVER_ICONS[Math.max(0, tags.indexOf(article.tag)) % COVER_ICONS.length]!;
  return (
    <div
      aria-hidden="true"
      className={\`relative flex items-end overflow-hidden p-4 text-white \${COVER_DIRECTIONS[index % COVER_DIRECTIONS.length]} \${theme.gradient} \${index === 0 ? 'h-40 lg:h-auto lg:min-h-56 lg:w-2/5' : 'h-28'}\`}
    >
      <Icon className="absolute -right-4 -top-4 h-32 w-32 opacity-20" strokeWidth={1.25} />
      <span className="inline-flex items-center gap-1.5 rounded-full bg-white/20 px-2.5 py-1 text-xs font-semibold backdrop-blur-sm">
        <Icon className="h-3.5 w-3.5" /> {article.tag}
      </span>
    </div>
  );
}

export default function BlogPage() {
  const [articles, setArticles] = usePersistentState<Article[]>('blog:articles', blogSeedArticles);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [newTag, setNewTag] = useState('');
  const [body, setBody] = useState('');
  const [author, setAuthor] = usePersistentState<string>('blog:author', '');

  const tags = [...new Set(articles.map((article) => article.tag))];
  const go = (next: View) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };

  if (view.kind === 'write') {
    const paragraphs = body.split(/\\n\\s*\\n/).map((part) => part.trim()).filter(Boolean);
    const draft: Article = { id: '', title, tag: newTag, date: today(), author, body: paragraphs };
    return (
      <section className="mx-auto max-w-3xl px-4 py-6" aria-label="${t('Nouvel article', 'New article')}">
        <button type="button" onClick={() => go({ kind: 'list' })} className={\`mb-4 inline-flex items-center gap-1 text-sm \${theme.accentText}\`}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> ${t('Tous les articles', 'All articles')}
        </button>
        <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('Écrire un article', 'Write an article')}</h2>
        <form
          className={\`mt-4 grid gap-4 rounded-2xl p-5 \${theme.card}\`}
          onSubmit={(event) => {
            event.preventDefault();
            if (!title.trim() || paragraphs.length === 0) return;
            const article: Article = { id: \`article-\${Date.now()}\`, title: title.trim(), tag: newTag.trim() || '${t('Divers', 'Misc')}', date: today(), author: author.trim() || '${t('Moi', 'Me')}', body: paragraphs, mine: true };
            setArticles((list) => [article, ...list]);
            setTitle('');
            setNewTag('');
            setBody('');
            setTag(null);
            setQuery('');
            go({ kind: 'list' });
          }}
        >
          <label className="grid gap-1 text-sm font-medium">
            ${t('Titre', 'Title')}
            <input value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={120} placeholder="${t('Un titre qui donne envie', 'A title that makes people click')}" className={\`rounded-lg px-3 py-2 text-base font-normal outline-none \${theme.input} \${theme.ring}\`} />
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="grid gap-1 text-sm font-medium">
              ${t('Catégorie', 'Tag')}
              <input value={newTag} onChange={(event) => setNewTag(event.target.value)} list="blog-tags" placeholder={tags[0] ?? ''} className={\`rounded-lg px-3 py-2 text-base font-normal outline-none \${theme.input} \${theme.ring}\`} />
              <datalist id="blog-tags">
                {tags.map((name) => <option key={name} value={name} />)}
              </datalist>
            </label>
            <label className="grid gap-1 text-sm font-medium">
              ${t('Auteur', 'Author')}
              <input value={author} onChange={(event) => setAuthor(event.target.value)} placeholder="${t('Votre nom', 'Your name')}" className={\`rounded-lg px-3 py-2 text-base font-normal outline-none \${theme.input} \${theme.ring}\`} />
            </label>
          </div>
          <label className="grid gap-1 text-sm font-medium">
            ${t('Texte', 'Body')}
            <textarea value={body} onChange={(event) => setBody(event.target.value)} required rows={10} placeholder="${t('Séparez les paragraphes par une ligne vide.', 'Separate paragraphs with a blank line.')}" className={\`rounded-lg px-3 py-2 text-base font-normal leading-relaxed outline-none \${theme.input} \${theme.ring}\`} />
          </label>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className={\`text-sm \${theme.muted}\`}>
              {paragraphs.length} ${t('paragraphe(s)', 'paragraph(s)')} · {readingTime(draft)} min ${t('de lecture', 'read')}
            </span>
            <div className="flex gap-2">
              <button type="button" onClick={() => go({ kind: 'list' })} className={\`rounded-lg px-4 py-2 text-sm font-medium \${theme.buttonSecondary}\`}>${t('Annuler', 'Cancel')}</button>
              <button type="submit" className={\`rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>${t('Publier', 'Publish')}</button>
            </div>
          </div>
        </form>
      </section>
    );
  }

  const open = view.kind === 'read' ? articles.find((article) => article.id === view.id) : undefined;
  if (open) {
    const related = articles.filter((article) => article.tag === open.tag && article.id !== open.id).slice(0, 2);
    return (
      <section className="mx-auto max-w-3xl px-4 py-6">
        <button type="button" onClick={() => go({ kind: 'list' })} className={\`mb-4 inline-flex items-center gap-1 text-sm \${theme.accentText}\`}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> ${t('Tous les articles', 'All articles')}
        </button>
        <article aria-label={open.title}>
          <div className="h-40 overflow-hidden rounded-2xl sm:h-56 [&>div]:h-full">
            <Cover article={open} index={articles.indexOf(open)} tags={tags} />
          </div>
          <h2 className={\`mt-6 text-3xl font-bold leading-tight \${theme.heading}\`}>{open.title}</h2>
          <p className={\`mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm \${theme.muted}\`}>
            <span className={\`rounded-full px-2.5 py-0.5 text-xs font-semibold \${theme.accentSoft}\`}>{open.tag}</span>
            <span>{open.author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={open.date}>{formatDate(open.date)}</time>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1"><Clock className="h-4 w-4" aria-hidden="true" /> {readingTime(open)} min ${t('de lecture', 'read')}</span>
          </p>
          <div className="mt-6 space-y-4 text-lg leading-relaxed">
            {open.body.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
          </div>
        </article>
        {open.mine && (
          <button
            type="button"
            onClick={() => {
              setArticles((list) => list.filter((article) => article.id !== open.id));
              go({ kind: 'list' });
            }}
            className={\`mt-8 inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm text-rose-600 \${theme.buttonSecondary}\`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" /> ${t('Supprimer cet article', 'Delete this article')}
          </button>
        )}
        {related.length > 0 && (
          <div className="mt-10 border-t border-slate-200/60 pt-6">
            <h3 className={\`font-semibold \${theme.heading}\`}>${t('À lire aussi', 'Read next')}</h3>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {related.map((article) => (
                <li key={article.id}>
                  <button type="button" onClick={() => go({ kind: 'read', id: article.id })} className={\`w-full rounded-xl p-4 text-left hover:underline \${theme.card}\`}>
                    <span className={\`block font-medium \${theme.heading}\`}>{article.title}</span>
                    <span className={\`text-xs \${theme.muted}\`}>{formatDate(article.date)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    );
  }

  const words = query.trim().toLowerCase();
  const shown = articles.filter(
    (article) => (!tag || article.tag === tag) && (!words || \`\${article.title} \${article.body.join(' ')} \${article.tag}\`.toLowerCase().includes(words)),
  );
  const [first, ...rest] = shown;

  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('Le blog', 'The blog')}</h2>
          <p className={\`text-sm \${theme.muted}\`}>{articles.length} ${t('articles', 'articles')}</p>
        </div>
        <button type="button" onClick={() => go({ kind: 'write' })} className={\`inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
          <PenLine className="h-4 w-4" aria-hidden="true" /> ${t('Écrire un article', 'Write an article')}
        </button>
      </div>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className={\`pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 \${theme.muted}\`} aria-hidden="true" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label="${t('Rechercher un article', 'Search articles')}"
            placeholder="${t('Rechercher un article…', 'Search articles…')}"
            className={\`w-full rounded-lg py-2 pl-9 pr-3 outline-none \${theme.input} \${theme.ring}\`}
          />
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="${t('Catégories', 'Tags')}">
          {[null, ...tags].map((name) => (
            <button
              key={name ?? 'all'}
              type="button"
              aria-pressed={tag === name}
              onClick={() => setTag(name)}
              className={\`rounded-full px-3 py-1.5 text-sm font-medium \${tag === name ? theme.button : theme.buttonSecondary}\`}
            >
              {name ?? '${t('Tous', 'All')}'}
            </button>
          ))}
        </div>
      </div>

      {!first ? (
        <p className={\`mt-8 text-sm \${theme.muted}\`}>${t('Pas d’article pour cette recherche. Essayez un autre mot ou une autre catégorie.', 'No article matches. Try another word or tag.')}</p>
      ) : (
        <ul aria-label="${t('Articles', 'Articles')}" className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {[first, ...rest].map((article, index) => (
            <li key={article.id} className={\`flex flex-col overflow-hidden rounded-2xl \${theme.card} \${index === 0 ? 'sm:col-span-2 lg:col-span-3 lg:flex-row' : ''}\`}>
              <Cover article={article} index={index} tags={tags} />
              <div className="flex flex-1 flex-col p-5">
                <div className={\`flex flex-wrap items-center gap-2 text-xs \${theme.muted}\`}>
                  <span className={\`rounded-full px-2 py-0.5 font-semibold \${theme.accentSoft}\`}>{article.tag}</span>
                  <time dateTime={article.date}>{formatDate(article.date)}</time>
                  <span>· {readingTime(article)} min</span>
                </div>
                <h3 className={\`mt-2 font-bold leading-snug \${theme.heading} \${index === 0 ? 'text-2xl' : 'text-lg'}\`}>
                  <button type="button" onClick={() => go({ kind: 'read', id: article.id })} className="text-left hover:underline">
                    {article.title}
                  </button>
                </h3>
                <p className={\`mt-2 flex-1 text-sm leading-relaxed \${theme.muted}\`}>{excerpt(article)}</p>
                <button type="button" onClick={() => go({ kind: 'read', id: article.id })} aria-label={\`${t('Lire', 'Read')}${t(' : ', ': ')}\${article.title}\`} className={\`mt-4 self-start text-sm font-semibold \${theme.accentText}\`}>
                  ${t('Lire l’article →', 'Read more →')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
`;
}

export const blogKind: AppKind = {
  id: 'blog',
  keywords:
    /(?<!\p{L})(?:blogs?|blogging|blogueu(?:r|se)s?|bloggers?|weblogs?|carnets? de (?:voyage|route)|travel|voyages?|journal de voyage|articles? de blog|billets? de blog|chroniques?|[ée]ditoriaux|[ée]ditorial|magazine en ligne|online magazine)(?!\p{L})/iu,
  appName: { fr: 'Le Carnet', en: 'The Journal' },
  tagline: { fr: 'Des récits, des conseils et des nouvelles, à lire et à écrire.', en: 'Stories, tips and news, to read and to write.' },
  page: { component: 'BlogPage', path: { fr: '/blog', en: '/blog' }, label: { fr: 'Blog', en: 'Blog' }, icon: 'Newspaper' },
  files: (context) => ({ 'src/data/blog.ts': data(context), 'src/pages/BlogPage.tsx': page(context) }),
  summary: {
    fr: 'un blog avec articles à la une, catégories, recherche, lecture complète et rédaction de nouveaux articles gardés',
    en: 'a blog with a featured article, tags, search, full reading view and new articles you write and keep',
  },
};
