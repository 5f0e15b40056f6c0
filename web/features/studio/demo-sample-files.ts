import type { ProjectFiles } from '@common/projects';

/** The scratch project the demo studio opens with: a real multi-file React + Tailwind app, built by the real preview. */
export const DEMO_FILES: ProjectFiles = {
  'src/App.tsx': `import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { FeatureCard } from './components/FeatureCard';
import features from './data/features.json';

export default function App() {
  const [likes, setLikes] = useState(0);
  return (
    <main className="min-h-screen bg-gradient-to-b from-violet-50 to-white px-6 py-12 text-slate-900">
      <section className="mx-auto max-w-3xl text-center">
        <span className="inline-flex items-center gap-2 rounded-full bg-violet-100 px-3 py-1 text-sm font-medium text-violet-700">
          <Sparkles className="size-4" /> Créé avec Lumi
        </span>
        <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">Votre idée, en application.</h1>
        <p className="mt-4 text-lg text-slate-600">
          Décrivez votre application dans le chat : Lumi écrit les fichiers et l'aperçu se met à jour.
        </p>
        <button
          onClick={() => setLikes(likes + 1)}
          className="mt-8 rounded-xl bg-violet-600 px-6 py-3 font-semibold text-white shadow-lg shadow-violet-600/20 transition hover:bg-violet-700"
        >
          J'aime ({likes})
        </button>
      </section>
      <section className="mx-auto mt-14 grid max-w-4xl gap-4 sm:grid-cols-3">
        {features.map((feature) => (
          <FeatureCard key={feature.title} {...feature} />
        ))}
      </section>
    </main>
  );
}
`,
  'src/components/FeatureCard.tsx': `import { Layout, Rocket, Zap } from 'lucide-react';

const icons = { layout: Layout, rocket: Rocket, zap: Zap };

export function FeatureCard({ icon, title, text }: { icon: string; title: string; text: string }) {
  const Icon = icons[icon as keyof typeof icons] ?? Zap;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm">
      <Icon className="size-6 text-violet-600" />
      <h2 className="mt-3 font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
    </article>
  );
}
`,
  'src/data/features.json': `[
  { "icon": "zap", "title": "Rapide", "text": "L'aperçu est construit sur le serveur en quelques millisecondes." },
  { "icon": "layout", "title": "Responsive", "text": "Essayez les modes tablette et mobile dans la barre du haut." },
  { "icon": "rocket", "title": "À vous", "text": "Sauvegardez pour en faire un vrai projet, ou exportez le code." }
]
`,
  'src/index.css': `@import "tailwindcss";

body {
  font-family: ui-sans-serif, system-ui, sans-serif;
}
`,
};
