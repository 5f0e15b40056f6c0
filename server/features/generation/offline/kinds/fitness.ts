import { type AppKind, type KindContext, tr } from './kind.js';
import { inputField, selectField } from './form-fields.js';

/** Activities: name, whether a distance makes sense. */
const ACTIVITIES = {
  fr: [
    ['Course', true],
    ['Vélo', true],
    ['Musculation', false],
    ['Natation', true],
    ['Marche', true],
    ['Yoga', false],
    ['Méditation', false],
  ],
  en: [
    ['Running', true],
    ['Cycling', true],
    ['Strength', false],
    ['Swimming', true],
    ['Walking', true],
    ['Yoga', false],
    ['Meditation', false],
  ],
} as const;

/** Sessions of the last three weeks: days ago, activity (index), minutes, km; four days in a row up to yesterday. */
const SESSIONS: [number, number, number, number][] = [
  [1, 0, 42, 7.5],
  [2, 2, 50, 0],
  [3, 1, 75, 24],
  [4, 5, 30, 0],
  [6, 0, 35, 6],
  [7, 6, 15, 0],
  [8, 2, 40, 0],
  [9, 1, 90, 31],
  [10, 0, 48, 8.2],
  [12, 2, 45, 0],
  [14, 3, 40, 1.5],
  [16, 0, 55, 10],
  [17, 4, 60, 5.4],
  [19, 1, 65, 22],
  [20, 2, 50, 0],
];

const HABITS = {
  fr: [
    ['Boire 2 L d’eau', [1, 2, 3, 4, 5, 6]],
    ['10 minutes de méditation', [1, 2, 4, 5]],
    ['Étirements du matin', [2, 3, 5]],
    ['Se coucher avant 23 h', [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ],
  en: [
    ['Drink 2 litres of water', [1, 2, 3, 4, 5, 6]],
    ['10 minutes of meditation', [1, 2, 4, 5]],
    ['Morning stretches', [2, 3, 5]],
    ['In bed by 11 pm', [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ],
} as const;

const FRIENDS = {
  fr: [
    ['Léa', 32.5, 5, 260],
    ['Hugo', 21, 4, 190],
    ['Inès', 14.2, 6, 240],
    ['Karim', 8, 2, 95],
  ],
  en: [
    ['Emma', 32.5, 5, 260],
    ['Jack', 21, 4, 190],
    ['Priya', 14.2, 6, 240],
    ['Tom', 8, 2, 95],
  ],
} as const;

function data(context: KindContext): string {
  const activities = ACTIVITIES[context.lang];
  return `export interface Activity {
  name: string;
  distance: boolean;
}

export interface Session {
  id: number;
  date: string;
  activity: string;
  minutes: number;
  km: number;
}

export interface Habit {
  id: number;
  name: string;
  done: string[];
}

export interface Friend {
  name: string;
  km: number;
  sessions: number;
  minutes: number;
}

export const activities: Activity[] = ${JSON.stringify(
    activities.map(([name, distance]) => ({ name, distance })),
    null,
    2,
  )};

const pad = (value: number) => String(value).padStart(2, '0');
/** 'yyyy-mm-dd' of a date, in local time. */
export const dayKey = (date: Date) => \`\${date.getFullYear()}-\${pad(date.getMonth() + 1)}-\${pad(date.getDate())}\`;
/** The day \`days\` days ago, as 'yyyy-mm-dd'. */
export function daysAgo(days: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() - days);
  return dayKey(date);
}

/** Days in a row up to today (or up to yesterday, while today is still open). */
export function streak(days: string[]): number {
  const set = new Set(days);
  let ago = set.has(daysAgo(0)) ? 0 : 1;
  let count = 0;
  while (set.has(daysAgo(ago))) {
    count += 1;
    ago += 1;
  }
  return count;
}

export const seedSessions = (): Session[] =>
  ${JSON.stringify(SESSIONS)}.map(([ago, activity, minutes, km], index) => ({ id: index + 1, date: daysAgo(ago!), activity: activities[activity!]!.name, minutes: minutes!, km: km! }));

export const seedHabits = (): Habit[] =>
  (${JSON.stringify(HABITS[context.lang])} as [string, number[]][]).map(([name, days], index) => ({ id: index + 1, name, done: days.map(daysAgo) }));

export const friendsSeed: Friend[] = ${JSON.stringify(
    FRIENDS[context.lang].map(([name, km, sessions, minutes]) => ({ name, km, sessions, minutes })),
    null,
    2,
  )};
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const locale = t('fr-FR', 'en-GB');
  return `import { Check, Flame, Plus, Trash2, Trophy, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { activities, daysAgo, friendsSeed, seedHabits, seedSessions, streak, type Friend, type Habit, type Session } from '../data/fitness';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

type Metric = 'km' | 'sessions' | 'minutes';
const METRICS: { value: Metric; label: string; unit: string }[] = [
  { value: 'km', label: '${t('Distance', 'Distance')}', unit: 'km' },
  { value: 'sessions', label: '${t('Séances', 'Sessions')}', unit: '${t('séances', 'sessions')}' },
  { value: 'minutes', label: '${t('Minutes', 'Minutes')}', unit: 'min' },
];
const SESSIONS = seedSessions();
const HABITS = seedHabits();
const number = new Intl.NumberFormat('${locale}', { maximumFractionDigits: 1 });
const dayName = (key: string, options: Intl.DateTimeFormatOptions) => new Date(\`\${key}T12:00:00\`).toLocaleDateString('${locale}', options);
const plural = (count: number) => (count ${t('> 1', '!== 1')} ? '${t('jours', 'days')}' : '${t('jour', 'day')}');

export default function FitnessPage() {
  const [sessions, setSessions] = usePersistentState<Session[]>('fitness:seances', SESSIONS);
  const [habits, setHabits] = usePersistentState<Habit[]>('fitness:habitudes', HABITS);
  const [friends, setFriends] = usePersistentState<Friend[]>('fitness:amis', friendsSeed);
  const [metric, setMetric] = useState<Metric>('km');
  const [activity, setActivity] = useState(activities[0]!.name);
  const [minutes, setMinutes] = useState('30');
  const [km, setKm] = useState('');
  const [date, setDate] = useState(() => daysAgo(0));
  const [habitName, setHabitName] = useState('');
  const [friendName, setFriendName] = useState('');

  const today = daysAgo(0);
  const week = Array.from({ length: 7 }, (_, index) => daysAgo(6 - index));
  const thisWeek = sessions.filter((session) => week.includes(session.date));
  const mine = {
    km: thisWeek.reduce((sum, session) => sum + session.km, 0),
    sessions: thisWeek.length,
    minutes: thisWeek.reduce((sum, session) => sum + session.minutes, 0),
  };
  const current = streak(sessions.map((session) => session.date));
  const best = (() => {
    const days = [...new Set(sessions.map((session) => session.date))].sort();
    let top = 0;
    let run = 0;
    days.forEach((day, index) => {
      const previous = days[index - 1];
      run = previous && (new Date(\`\${day}T12:00:00\`).getTime() - new Date(\`\${previous}T12:00:00\`).getTime()) / 86400000 === 1 ? run + 1 : 1;
      top = Math.max(top, run);
    });
    return top;
  })();
  const perDay = week.map((key) => ({ key, minutes: sessions.filter((session) => session.date === key).reduce((sum, session) => sum + session.minutes, 0) }));
  const highest = Math.max(30, ...perDay.map((point) => point.minutes));
  const board = [...friends.map((friend) => ({ ...friend, me: false })), { name: '${t('Vous', 'You')}', ...mine, me: true }].sort((a, b) => b[metric] - a[metric]);
  const unit = METRICS.find((entry) => entry.value === metric)!.unit;
  const recent = [...sessions].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).slice(0, 8);
  const withDistance = activities.find((entry) => entry.name === activity)?.distance ?? false;
  const toggleHabit = (id: number) =>
    setHabits((list) => list.map((habit) => (habit.id !== id ? habit : { ...habit, done: habit.done.includes(today) ? habit.done.filter((day) => day !== today) : [...habit.done, today] })));

  const figures = [
    { label: '${t('Série en cours', 'Current streak')}', value: \`\${current} \${plural(current)}\` },
    { label: '${t('Meilleure série', 'Best streak')}', value: \`\${best} \${plural(best)}\` },
    { label: '${t('Séances sur 7 jours', 'Sessions in 7 days')}', value: String(mine.sessions) },
    { label: '${t('Distance sur 7 jours', 'Distance in 7 days')}', value: \`\${number.format(mine.km)} km\` },
  ];

  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('Mon suivi', 'My progress')}</h2>
          <p className={\`text-sm \${theme.muted}\`}>{dayName(today, { weekday: 'long', day: 'numeric', month: 'long' })}</p>
        </div>
        <p className={\`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold \${theme.accentSoft}\`}>
          <Flame className="h-4 w-4" aria-hidden="true" />
          {current > 0 ? \`\${current} \${plural(current)} ${t('d’affilée', 'in a row')}\` : '${t('Une séance aujourd’hui lance votre série', 'A session today starts your streak')}'}
        </p>
      </div>

      <section aria-label="${t('Chiffres clés', 'Key figures')}" className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} role="group" aria-label={figure.label} className={\`min-w-0 rounded-2xl p-4 \${theme.card}\`}>
            <p className={\`text-xs font-medium uppercase tracking-wide \${theme.muted}\`}>{figure.label}</p>
            <p className={\`mt-1 truncate text-xl font-bold sm:text-2xl \${theme.heading}\`} data-figure="">{figure.value}</p>
          </div>
        ))}
      </section>

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:order-2">
          <section aria-label="${t('Habitudes du jour', 'Today’s habits')}" className={\`rounded-2xl p-5 \${theme.card}\`}>
            <h3 className={\`font-semibold \${theme.heading}\`}>${t('Habitudes du jour', 'Today’s habits')}</h3>
            {habits.length === 0 ? (
              <p className={\`mt-3 text-sm \${theme.muted}\`}>${t('Pas encore d’habitude : créez la première ci-dessous.', 'No habits yet: create the first one below.')}</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {habits.map((habit) => {
                  const done = habit.done.includes(today);
                  const days = streak(habit.done);
                  return (
                    <li key={habit.id} className="flex items-center gap-3">
                      <button type="button" role="checkbox" aria-checked={done} aria-label={habit.name} onClick={() => toggleHabit(habit.id)} className="flex min-w-0 flex-1 items-center gap-3 rounded-lg text-left">
                        <span className={\`flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 \${done ? \`border-transparent \${theme.button}\` : 'border-slate-300'}\`} aria-hidden="true">
                          {done ? <Check className="h-3.5 w-3.5" /> : null}
                        </span>
                        <span className={\`min-w-0 flex-1 truncate text-sm \${done ? \`line-through \${theme.muted}\` : ''}\`}>{habit.name}</span>
                      </button>
                      <span className={\`inline-flex items-center gap-1 whitespace-nowrap text-xs \${days > 0 ? theme.accentText : theme.muted}\`} data-habit-streak="">
                        <Flame className="h-3.5 w-3.5" aria-hidden="true" /> {days} {plural(days)}
                      </span>
                      <button type="button" onClick={() => setHabits((list) => list.filter((other) => other.id !== habit.id))} aria-label={\`${t('Retirer l’habitude', 'Remove habit')} : \${habit.name}\`} className={\`rounded p-1 \${theme.muted}\`}>
                        <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            <form
              className="mt-3 flex gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (!habitName.trim()) return;
                setHabits((list) => [...list, { id: Date.now(), name: habitName.trim(), done: [] }]);
                setHabitName('');
              }}
            >
              <input value={habitName} onChange={(event) => setHabitName(event.target.value)} aria-label="${t('Nouvelle habitude', 'New habit')}" placeholder="${t('Nouvelle habitude…', 'New habit…')}" className={\`min-w-0 flex-1 rounded-lg px-3 py-2 text-sm outline-none \${theme.input} \${theme.ring}\`} />
              <button type="submit" aria-label="${t('Créer l’habitude', 'Create habit')}" className={\`rounded-lg px-3 py-2 \${theme.button}\`}>
                <Plus className="h-4 w-4" aria-hidden="true" />
              </button>
            </form>
          </section>

          <form
            aria-label="${t('Nouvelle séance', 'New session')}"
            className={\`rounded-2xl p-5 \${theme.card}\`}
            onSubmit={(event) => {
              event.preventDefault();
              const duration = Math.round(Number(minutes));
              if (!duration || duration <= 0 || !date) return;
              const distance = withDistance ? Math.max(0, Number(km.replace(',', '.')) || 0) : 0;
              setSessions((list) => [...list, { id: Date.now(), date, activity, minutes: duration, km: distance }]);
              setKm('');
            }}
          >
            <h3 className={\`font-semibold \${theme.heading}\`}>${t('Nouvelle séance', 'New session')}</h3>
${selectField({ indent: '            ', label: t('Activité', 'Activity'), state: 'activity', setter: 'setActivity', list: 'activities', item: 'entry' })}
            <div className="mt-3 grid grid-cols-2 gap-3">
${inputField({
  indent: '              ',
  label: t('Durée (min)', 'Duration (min)'),
  attributes: 'type="number" min="1" value={minutes} onChange={(event) => setMinutes(event.target.value)}',
})}
${inputField({
  indent: '              ',
  label: t('Distance (km)', 'Distance (km)'),
  attributes:
    "inputMode=\"decimal\" value={withDistance ? km : ''} disabled={!withDistance} onChange={(event) => setKm(event.target.value)} placeholder={withDistance ? '0' : '—'}",
  extraClass: 'disabled:opacity-50 ',
})}
            </div>
            <label className="mt-3 block text-sm">
              <span className={theme.muted}>${t('Date', 'Date')}</span>
              <input type="date" value={date} max={today} onChange={(event) => setDate(event.target.value)} className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
            </label>
            <button type="submit" className={\`mt-4 inline-flex w-full items-center justify-center gap-1 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
              <Plus className="h-4 w-4" aria-hidden="true" /> ${t('Enregistrer la séance', 'Log session')}
            </button>
          </form>
        </div>

        <div className="min-w-0 space-y-4 lg:order-1 lg:col-span-2">
          <section aria-label="${t('Minutes par jour', 'Minutes per day')}" className={\`rounded-2xl p-5 \${theme.card}\`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className={\`font-semibold \${theme.heading}\`}>${t('Minutes par jour', 'Minutes per day')}</h3>
              <p className={\`text-sm \${theme.muted}\`}>{mine.minutes} min ${t('sur 7 jours', 'in 7 days')}</p>
            </div>
            <div className="mt-4 flex h-48 items-end gap-2 border-b border-slate-400/30 sm:gap-4">
              {perDay.map((point) => (
                <div key={point.key} className="flex min-w-0 flex-1 flex-col items-center justify-end gap-1">
                  <span className={\`text-[11px] \${theme.muted}\`}>{point.minutes || ''}</span>
                  <div
                    role="img"
                    aria-label={\`\${dayName(point.key, { weekday: 'long' })}${t(' : ', ': ')}\${point.minutes} min\`}
                    className={\`w-full max-w-12 rounded-t-md \${point.minutes ? theme.bar : 'bg-slate-200/70'}\`}
                    style={{ height: \`\${point.minutes ? Math.max(6, Math.round((point.minutes / highest) * 160)) : 3}px\` }}
                  />
                </div>
              ))}
            </div>
            <div className="mt-1 flex gap-2 sm:gap-4" aria-hidden="true">
              {perDay.map((point) => (
                <span key={point.key} className={\`min-w-0 flex-1 whitespace-nowrap text-center text-xs \${point.key === today ? \`font-semibold \${theme.accentText}\` : theme.muted}\`}>
                  {point.key === today ? '${t('Auj.', 'Today')}' : dayName(point.key, { weekday: 'short' })}
                </span>
              ))}
            </div>
          </section>

          <section aria-label="${t('Défi entre amis', 'Friends’ challenge')}" className={\`rounded-2xl p-5 \${theme.card}\`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className={\`inline-flex items-center gap-2 font-semibold \${theme.heading}\`}>
                <Trophy className={\`h-4 w-4 \${theme.accentText}\`} aria-hidden="true" /> ${t('Défi entre amis · 7 jours', 'Friends’ challenge · 7 days')}
              </h3>
              <div role="tablist" aria-label="${t('Classement par', 'Rank by')}" className={\`inline-flex rounded-full p-1 \${theme.surface}\`}>
                {METRICS.map((entry) => (
                  <button key={entry.value} type="button" role="tab" aria-selected={metric === entry.value} onClick={() => setMetric(entry.value)} className={\`rounded-full px-3 py-1 text-xs font-medium \${metric === entry.value ? theme.button : ''}\`}>
                    {entry.label}
                  </button>
                ))}
              </div>
            </div>
            <ol className="mt-4 space-y-2">
              {board.map((person, index) => (
                <li key={person.name} aria-label={person.me ? '${t('Vous', 'You')}' : person.name} className={\`flex items-center gap-3 rounded-xl px-3 py-2 \${person.me ? theme.accentSoft : theme.surface}\`}>
                  <span className={\`w-6 text-center font-bold \${index === 0 ? 'text-amber-500' : theme.muted}\`}>{index + 1}</span>
                  <span className="min-w-0 flex-1 truncate font-medium">{person.name}</span>
                  <span className="whitespace-nowrap text-sm font-semibold" data-score="">
                    {number.format(person[metric])} {unit}
                  </span>
                </li>
              ))}
            </ol>
            <form
              className="mt-3 flex gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                const name = friendName.trim();
                if (!name || friends.some((friend) => friend.name === name)) return;
                setFriends((list) => [...list, { name, km: 0, sessions: 0, minutes: 0 }]);
                setFriendName('');
              }}
            >
              <input value={friendName} onChange={(event) => setFriendName(event.target.value)} aria-label="${t('Prénom de l’ami à inviter', 'Name of the friend to invite')}" placeholder="${t('Inviter un ami…', 'Invite a friend…')}" className={\`min-w-0 flex-1 rounded-lg px-3 py-2 text-sm outline-none \${theme.input} \${theme.ring}\`} />
              <button type="submit" className={\`inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium \${theme.buttonSecondary}\`}>
                <UserPlus className="h-4 w-4" aria-hidden="true" /> ${t('Inviter', 'Invite')}
              </button>
            </form>
          </section>

          <section aria-label="${t('Journal des séances', 'Session log')}" className={\`rounded-2xl p-5 \${theme.card}\`}>
            <h3 className={\`font-semibold \${theme.heading}\`}>${t('Journal des séances', 'Session log')}</h3>
            {recent.length === 0 ? (
              <p className={\`mt-3 text-sm \${theme.muted}\`}>${t('Pas encore de séance : enregistrez la première avec le formulaire.', 'No sessions yet: log the first one with the form.')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-400/20">
                {recent.map((session) => (
                  <li key={session.id} className="flex items-center gap-3 py-2.5">
                    <span className={\`shrink-0 rounded-lg px-2 py-1 text-xs font-semibold \${theme.accentSoft}\`}>{dayName(session.date, { day: 'numeric', month: 'short' })}</span>
                    <span className="min-w-0 flex-1 truncate font-medium">{session.activity}</span>
                    <span className={\`whitespace-nowrap text-sm \${theme.muted}\`}>
                      {session.minutes} min{session.km ? \` · \${number.format(session.km)} km\` : ''}
                    </span>
                    <button type="button" onClick={() => setSessions((list) => list.filter((other) => other.id !== session.id))} aria-label={\`${t('Supprimer la séance', 'Delete session')} : \${session.activity}\`} className={\`rounded p-1 \${theme.muted}\`}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
`;
}

export const fitnessKind: AppKind = {
  id: 'fitness',
  keywords:
    /(?<!\p{L})(fitness|sports?|sportifs?|sportives?|entra[îi]nements?|workouts?|musculation|gym|running|jogging|courir|course à pied|marathon|v[ée]lo|cycling|natation|swimming|habitudes?|habits?|streaks?|d[ée]fis?|challenges?|m[ée]ditations?|meditat\w*|cardio|calories|s[ée]ances?|forme physique|bien-[êe]tre|wellness)(?!\p{L})/iu,
  appName: { fr: 'Objectif Forme', en: 'Daily Streak' },
  tagline: { fr: 'Vos séances, vos habitudes et vos séries, jour après jour.', en: 'Your sessions, habits and streaks, day after day.' },
  page: { component: 'FitnessPage', path: { fr: '/suivi', en: '/tracker' }, label: { fr: 'Suivi', en: 'Tracker' }, icon: 'Activity' },
  files: (context) => ({ 'src/data/fitness.ts': data(context), 'src/pages/FitnessPage.tsx': page(context) }),
  summary: {
    fr: 'un suivi de forme : habitudes à cocher chaque jour avec leur série, carnet d’entraînement (vélo, course, muscu…), série de jours d’affilée, graphique de la semaine et défi entre amis avec classement, le tout gardé',
    en: 'a fitness tracker: daily habits to tick with their streak, a session log (running, cycling, strength…), a days-in-a-row streak, a weekly chart and a friends’ challenge with a leaderboard, all saved',
  },
};
