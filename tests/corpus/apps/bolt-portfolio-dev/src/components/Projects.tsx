import { useMemo, useState } from 'react';
import { ExternalLink, Github } from 'lucide-react';
import { projects } from '../data/projects';

export default function Projects() {
  const [tag, setTag] = useState<string | null>(null);
  const tags = useMemo(() => [...new Set(projects.flatMap((p) => p.tags))].sort(), []);
  const visible = tag ? projects.filter((p) => p.tags.includes(tag)) : projects;

  return (
    <section id="projets" className="bg-gray-50 py-20">
      <div className="mx-auto max-w-5xl px-6">
        <h2 className="text-3xl font-bold text-gray-900">Projets récents</h2>
        <div className="mt-6 flex flex-wrap gap-2">
          <button
            onClick={() => setTag(null)}
            className={`rounded-full px-3 py-1 text-sm ${tag === null ? 'bg-gray-900 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-200'}`}
          >
            Tous
          </button>
          {tags.map((t) => (
            <button
              key={t}
              onClick={() => setTag(t)}
              className={`rounded-full px-3 py-1 text-sm ${tag === t ? 'bg-gray-900 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-200'}`}
            >
              {t}
            </button>
          ))}
        </div>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {visible.map((project) => (
            <article key={project.id} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-100 transition hover:shadow-md">
              <div className="flex items-start justify-between">
                <h3 className="text-lg font-semibold text-gray-900">{project.title}</h3>
                <span className="text-sm text-gray-400">{project.year}</span>
              </div>
              <p className="mt-2 text-gray-600">{project.description}</p>
              <div className="mt-4 flex flex-wrap gap-2">
                {project.tags.map((t) => (
                  <span key={t} className="rounded bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700">
                    {t}
                  </span>
                ))}
              </div>
              <div className="mt-5 flex gap-4 text-sm">
                <a href={project.repo} className="flex items-center gap-1 text-gray-700 hover:text-indigo-600">
                  <Github className="h-4 w-4" /> Code
                </a>
                {project.demo && (
                  <a href={project.demo} className="flex items-center gap-1 text-gray-700 hover:text-indigo-600">
                    <ExternalLink className="h-4 w-4" /> Démo
                  </a>
                )}
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
