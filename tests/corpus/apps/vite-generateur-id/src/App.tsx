import { useEffect, useState } from 'react'
import IdRow from './components/IdRow'
import { entropyBits, generate, presets, type Preset } from './lib/generate'

type Settings = { preset: Preset; size: number; count: number; prefix: string }

const saved = (): Settings => {
  const raw = localStorage.getItem('generateur-id:reglages')
  return raw ? JSON.parse(raw) : { preset: 'nanoid', size: 21, count: 5, prefix: '' }
}

function App() {
  const [settings, setSettings] = useState<Settings>(saved)
  const [ids, setIds] = useState<string[]>(() => Array.from({ length: settings.count }, () => generate(settings.preset, settings.size, settings.prefix)))
  const [dark, setDark] = useState(() => localStorage.getItem('generateur-id:sombre') === '1')

  useEffect(() => {
    localStorage.setItem('generateur-id:reglages', JSON.stringify(settings))
  }, [settings])

  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark)
    localStorage.setItem('generateur-id:sombre', dark ? '1' : '0')
  }, [dark])

  const regenerate = () => setIds(Array.from({ length: settings.count }, () => generate(settings.preset, settings.size, settings.prefix)))

  const update = <K extends keyof Settings>(key: K, value: Settings[K]) => setSettings((s) => ({ ...s, [key]: value }))

  return (
    <div className="min-h-screen bg-surface px-4 py-12 dark:bg-slate-900">
      <div className="mx-auto max-w-2xl">
        <header className="mb-8 flex items-center justify-between">
          <div>
            <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Générateur d'identifiants</h1>
            <p className="mt-1 text-slate-500 dark:text-slate-400">Des identifiants uniques, aléatoires et sûrs, générés dans votre navigateur.</p>
          </div>
          <button onClick={() => setDark(!dark)} className="rounded-full p-2 text-xl" aria-label="Changer de thème">
            {dark ? '☀️' : '🌙'}
          </button>
        </header>

        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
          <div className="grid gap-3 sm:grid-cols-3">
            {(Object.keys(presets) as Preset[]).map((key) => (
              <button
                key={key}
                onClick={() => setSettings((s) => ({ ...s, preset: key, size: presets[key].defaultSize }))}
                className={`rounded-xl border p-3 text-left ${settings.preset === key ? 'border-primary bg-primary-soft' : 'border-slate-200 dark:border-slate-600'}`}
              >
                <p className="font-medium text-slate-900 dark:text-white">{presets[key].label}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">{presets[key].help}</p>
              </button>
            ))}
          </div>

          <div className="mt-6 grid gap-4 sm:grid-cols-3">
            <label className="text-sm text-slate-700 dark:text-slate-300">
              Longueur : {settings.size}
              <input type="range" min={4} max={36} value={settings.size} onChange={(e) => update('size', Number(e.target.value))} className="mt-2 w-full accent-primary" />
            </label>
            <label className="text-sm text-slate-700 dark:text-slate-300">
              Nombre
              <input
                type="number"
                min={1}
                max={50}
                value={settings.count}
                onChange={(e) => update('count', Math.min(50, Math.max(1, Number(e.target.value))))}
                className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-1.5 dark:bg-slate-700"
              />
            </label>
            <label className="text-sm text-slate-700 dark:text-slate-300">
              Préfixe
              <input
                value={settings.prefix}
                onChange={(e) => update('prefix', e.target.value)}
                placeholder="ex. usr_"
                className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-1.5 dark:bg-slate-700"
              />
            </label>
          </div>

          <div className="mt-6 flex items-center justify-between">
            <p className="text-sm text-slate-500 dark:text-slate-400">Entropie : {entropyBits(settings.preset, settings.size)} bits par identifiant</p>
            <button onClick={regenerate} className="rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90">
              Générer
            </button>
          </div>
        </section>

        <ul className="mt-6 space-y-2">
          {ids.map((id, index) => (
            <IdRow key={`${id}-${index}`} value={id} />
          ))}
        </ul>
      </div>
    </div>
  )
}

export default App
