import { type AppKind, type KindContext, pick, tr } from './kind.js';
import SEED from './seeds/restaurant.json' with { type: 'json' };

const BAKERY = /boulangeri|p[âa]tisseri|bakery|bakeries|pastry|viennoiseri/u;
/** A bakery's counter (`SEED.bakeryMenu`) instead of a restaurant's menu. */
const isBakery = (context: KindContext) => BAKERY.test(context.idea);

/** A bakery opens early and all day; closed on Mondays. */
const BAKERY_HOURS: Record<number, [string, string][]> = {
  0: [['07:00', '13:00']],
  1: [],
  2: [['07:00', '19:30']],
  3: [['07:00', '19:30']],
  4: [['07:00', '19:30']],
  5: [['07:00', '19:30']],
  6: [['07:00', '19:30']],
};

/** Opening hours by day of the week (0 = Sunday, as Date#getDay). */
const HOURS: Record<number, [string, string][]> = {
  0: [['12:00', '15:00']],
  1: [],
  2: [
    ['12:00', '14:30'],
    ['19:00', '22:30'],
  ],
  3: [
    ['12:00', '14:30'],
    ['19:00', '22:30'],
  ],
  4: [
    ['12:00', '14:30'],
    ['19:00', '22:30'],
  ],
  5: [
    ['12:00', '14:30'],
    ['19:00', '23:00'],
  ],
  6: [
    ['12:00', '15:00'],
    ['19:00', '23:00'],
  ],
};

function data(context: KindContext): string {
  return `export interface MenuItem {
  category: string;
  name: string;
  description: string;
  price: number;
  tags: string[];
}

export const menu: MenuItem[] = ${JSON.stringify(pick(context.lang, isBakery(context) ? SEED.bakeryMenu : SEED.menu), null, 2)};

/** Opening hours by day of the week (0 = Sunday, as Date#getDay). */
export const hours: Record<number, [string, string][]> = ${JSON.stringify(isBakery(context) ? BAKERY_HOURS : HOURS)};

export const contact = ${JSON.stringify(pick(context.lang, SEED.contact), null, 2)};
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const locale = t('fr-FR', 'en-GB');
  const days =
    context.lang === 'fr'
      ? ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']
      : ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return `import { CalendarCheck, CircleCheck, Clock, Mail, MapPin, Phone, Star, Trash2, Users, UtensilsCrossed } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { contact, hours, menu } from '../data/restaurant';
import { site } from '../data/site';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

interface Reservation {
  id: number;
  name: string;
  contact: string;
  date: string;
  time: string;
  guests: number;
  note: string;
}
type Field = 'name' | 'contact' | 'date' | 'time';

const DAYS = ${JSON.stringify(days)};
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const pad = (value: number) => String(value).padStart(2, '0');
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const isoDay = (date: Date) => \`\${date.getFullYear()}-\${pad(date.getMonth() + 1)}-\${pad(date.getDate())}\`;
const parseDay = (value: string) => new Date(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
const money = (value: number) => value.toLocaleString('${locale}', { style: 'currency', currency: '${t('EUR', 'GBP')}' });
const longDate = (value: string) => parseDay(value).toLocaleDateString('${locale}', { weekday: 'long', day: 'numeric', month: 'long' });

/** Open now? And when it closes or opens next. */
function openState(now: Date): { open: boolean; detail: string } {
  const day = now.getDay();
  const minutes = now.getHours() * 60 + now.getMinutes();
  const current = hours[day]!.find(([from, to]) => minutes >= toMinutes(from) && minutes < toMinutes(to));
  if (current) return { open: true, detail: \`${t('Ferme à', 'Closes at')} \${current[1]}\` };
  const later = hours[day]!.find(([from]) => toMinutes(from) > minutes);
  if (later) return { open: false, detail: \`${t('Ouvre aujourd’hui à', 'Opens today at')} \${later[0]}\` };
  for (let step = 1; step <= 7; step++) {
    const next = (day + step) % 7;
    const first = hours[next]![0];
    if (first) return { open: false, detail: step === 1 ? \`${t('Ouvre demain à', 'Opens tomorrow at')} \${first[0]}\` : \`${t('Ouvre', 'Opens')} \${DAYS[next]} ${t('à', 'at')} \${first[0]}\` };
  }
  return { open: false, detail: '' };
}

/** The times a table can be booked on a day: every half hour until 30 minutes before closing. */
function bookingTimes(value: string): string[] {
  if (!value) return [];
  return hours[parseDay(value).getDay()]!.flatMap(([from, to]) => {
    const times: string[] = [];
    for (let minute = toMinutes(from); minute <= toMinutes(to) - 30; minute += 30) times.push(\`\${pad(Math.floor(minute / 60))}:\${pad(minute % 60)}\`);
    return times;
  });
}

export default function RestaurantPage() {
  const [now, setNow] = useState(() => new Date());
  const [category, setCategory] = useState('');
  const [reservations, setReservations] = usePersistentState<Reservation[]>('restaurant:reservations', []);
  const [form, setForm] = useState({ name: '', contact: '', date: '', time: '', guests: 2, note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirmed, setConfirmed] = useState<Reservation | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  const state = openState(now);
  const today = now.getDay();
  const categories = [...new Set(menu.map((item) => item.category))];
  const shownCategories = category ? [category] : categories;
  const times = bookingTimes(form.date);
  const upcoming = [...reservations].sort((a, b) => \`\${a.date} \${a.time}\`.localeCompare(\`\${b.date} \${b.time}\`));

  const submit = () => {
    const next: Partial<Record<Field, string>> = {};
    if (!form.name.trim()) next.name = '${t('Indiquez votre nom.', 'Please enter your name.')}';
    if (!form.contact.trim()) next.contact = '${t('Indiquez un téléphone ou un e-mail.', 'Please enter a phone number or an email.')}';
    else if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(form.contact.trim()) && form.contact.replace(/\\D/g, '').length < 8) next.contact = '${t('Ce téléphone ou cet e-mail ne semble pas valide.', 'This phone number or email does not look valid.')}';
    if (!form.date) next.date = '${t('Choisissez une date.', 'Please choose a date.')}';
    else if (form.date < isoDay(new Date())) next.date = '${t('Cette date est déjà passée.', 'This date is in the past.')}';
    else if (times.length === 0) next.date = '${t('Nous sommes fermés ce jour-là.', 'We are closed that day.')}';
    if (!next.date && !times.includes(form.time)) next.time = '${t('Choisissez une heure.', 'Please choose a time.')}';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const reservation: Reservation = { id: Date.now(), name: form.name.trim(), contact: form.contact.trim(), date: form.date, time: form.time, guests: form.guests, note: form.note.trim() };
    setReservations((list) => [...list, reservation]);
    setConfirmed(reservation);
    setForm({ name: '', contact: '', date: '', time: '', guests: 2, note: '' });
  };

  const inputClass = (field?: Field) => \`mt-1 w-full rounded-lg px-3 py-2 font-normal outline-none \${theme.input} \${theme.ring} \${field && errors[field] ? 'border-rose-500' : ''}\`;
  const error = (field: Field) => (errors[field] ? <span id={\`restaurant-\${field}-error\`} role="alert" className="mt-1 block text-xs text-rose-600">{errors[field]}</span> : null);
  const described = (field: Field) => (errors[field] ? \`restaurant-\${field}-error\` : undefined);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <section aria-label="${t('Présentation', 'Welcome')}" className={\`rounded-3xl bg-gradient-to-br p-6 text-white sm:p-10 \${theme.gradient}\`}>
        <p className="inline-flex items-center gap-2 rounded-full bg-white/20 px-3 py-1 text-sm font-medium" role="status" aria-label={\`\${state.open ? '${t('Ouvert maintenant', 'Open now')}' : '${t('Fermé', 'Closed')}'} · \${state.detail}\`}>
          <span className={\`h-2.5 w-2.5 rounded-full \${state.open ? 'bg-emerald-300' : 'bg-rose-300'}\`} aria-hidden="true" />
          {state.open ? '${t('Ouvert maintenant', 'Open now')}' : '${t('Fermé', 'Closed')}'} · {state.detail}
        </p>
        <h2 className="mt-4 text-3xl font-bold sm:text-4xl">{site.name}</h2>
        <p className="mt-2 max-w-xl text-white/90">${isBakery(context) ? t('Pains au levain, viennoiseries et pâtisseries faits chaque matin sur place.', 'Sourdough, pastries and cakes baked on site every morning.') : t('Une cuisine de saison, faite maison avec les produits du marché, à partager en terrasse ou en salle.', 'Seasonal cooking, made in house with market produce, to share on the terrace or inside.')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={() => formRef.current?.scrollIntoView({ behavior: 'smooth' })} className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-white/90">
            <CalendarCheck className="h-4 w-4" aria-hidden="true" /> ${t('Réserver une table', 'Book a table')}
          </button>
          <button type="button" onClick={() => menuRef.current?.scrollIntoView({ behavior: 'smooth' })} className="inline-flex items-center gap-2 rounded-lg border border-white/60 px-4 py-2 font-semibold hover:bg-white/10">
            <UtensilsCrossed className="h-4 w-4" aria-hidden="true" /> ${t('Voir la carte', 'See the menu')}
          </button>
        </div>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section ref={menuRef} aria-label="${t('La carte', 'Menu')}" className="lg:col-span-2">
          <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('La carte', 'Menu')}</h2>
          <div role="tablist" aria-label="${t('Catégories de la carte', 'Menu categories')}" className="mt-3 flex flex-wrap gap-2">
            {['', ...categories].map((value) => (
              <button key={value || 'all'} type="button" role="tab" aria-selected={category === value} onClick={() => setCategory(value)} className={\`rounded-full px-4 py-1.5 text-sm font-medium \${category === value ? theme.button : theme.buttonSecondary}\`}>
                {value || '${t('Toute la carte', 'Full menu')}'}
              </button>
            ))}
          </div>
          {shownCategories.map((name) => (
            <section key={name} aria-label={name} className={\`mt-5 rounded-2xl p-5 \${theme.card}\`}>
              <h3 className={\`text-lg font-semibold \${theme.accentText}\`}>{name}</h3>
              <ul className="mt-2 divide-y divide-slate-200/60">
                {menu.filter((item) => item.category === name).map((item) => (
                  <li key={item.name} className="flex items-start justify-between gap-4 py-3">
                    <div className="min-w-0">
                      <p className={\`font-medium \${theme.heading}\`}>
                        {item.name}
                        {item.tags.map((tag) => (
                          <span key={tag} className={\`ml-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 align-middle text-xs font-normal \${theme.accentSoft}\`}>
                            {tag === '${t('Suggestion', 'Chef’s pick')}' ? <Star className="h-3 w-3" aria-hidden="true" /> : null}
                            {tag}
                          </span>
                        ))}
                      </p>
                      <p className={\`mt-0.5 text-sm \${theme.muted}\`}>{item.description}</p>
                    </div>
                    <span className={\`shrink-0 font-semibold \${theme.heading}\`}>{money(item.price)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>

        <aside className="space-y-6">
          <section aria-label="${t('Horaires', 'Opening hours')}" className={\`rounded-2xl p-5 \${theme.card}\`}>
            <h2 className={\`flex items-center gap-2 text-lg font-semibold \${theme.heading}\`}>
              <Clock className="h-5 w-5" aria-hidden="true" /> ${t('Horaires', 'Opening hours')}
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {WEEK.map((day) => (
                <li key={day} aria-current={day === today ? 'date' : undefined} className={\`flex justify-between gap-3 rounded-lg px-2 py-1.5 \${day === today ? \`font-semibold \${theme.accentSoft}\` : ''}\`}>
                  <span className="shrink-0">
                    <span className="inline-block first-letter:uppercase">{DAYS[day]}</span>
                    {day === today ? <span className="block text-xs font-normal">${t('(aujourd’hui)', '(today)')}</span> : null}
                  </span>
                  <span className={\`flex flex-col items-end tabular-nums \${hours[day]!.length ? '' : theme.muted}\`}>
                    {hours[day]!.length ? hours[day]!.map(([from, to]) => <span key={from}>{from}–{to}</span>) : '${t('Fermé', 'Closed')}'}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="${t('Nous trouver', 'Find us')}" className={\`rounded-2xl p-5 \${theme.card}\`}>
            <h2 className={\`text-lg font-semibold \${theme.heading}\`}>${t('Nous trouver', 'Find us')}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li className="flex items-start gap-2"><MapPin className={\`mt-0.5 h-4 w-4 shrink-0 \${theme.accentText}\`} aria-hidden="true" /> {contact.address}</li>
              <li className="flex items-center gap-2"><Phone className={\`h-4 w-4 shrink-0 \${theme.accentText}\`} aria-hidden="true" /> <a href={\`tel:\${contact.phone.replace(/\\s/g, '')}\`} className="hover:underline">{contact.phone}</a></li>
              <li className="flex items-center gap-2"><Mail className={\`h-4 w-4 shrink-0 \${theme.accentText}\`} aria-hidden="true" /> <a href={\`mailto:\${contact.email}\`} className="break-all hover:underline">{contact.email}</a></li>
            </ul>
          </section>
        </aside>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <form
          ref={formRef}
          noValidate
          aria-label="${t('Réserver une table', 'Book a table')}"
          className={\`self-start rounded-2xl p-5 \${theme.card}\`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2 className={\`text-lg font-semibold \${theme.heading}\`}>${t('Réserver une table', 'Book a table')}</h2>
          {confirmed ? (
            <p role="status" className="mt-3 flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
              <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                ${t('C’est noté, {confirmed.name} : une table pour', 'All set, {confirmed.name}: a table for')} {confirmed.guests} ${t('le', 'on')} {longDate(confirmed.date)} ${t('à', 'at')} {confirmed.time}. ${t('À bientôt !', 'See you soon!')}
              </span>
            </p>
          ) : null}
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="restaurant-name" className="block text-sm font-medium">${t('Nom', 'Name')}</label>
              <input id="restaurant-name" aria-describedby={described('name')} value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} placeholder="${t('Claire Morel', 'Alex Morgan')}" aria-invalid={Boolean(errors.name)} className={inputClass('name')} />
              {error('name')}
            </div>
            <div>
              <label htmlFor="restaurant-contact" className="block text-sm font-medium">${t('Téléphone ou e-mail', 'Phone or email')}</label>
              <input id="restaurant-contact" aria-describedby={described('contact')} value={form.contact} onChange={(event) => setForm({ ...form, contact: event.target.value })} placeholder="${t('06 12 34 56 78', '07700 900123')}" aria-invalid={Boolean(errors.contact)} className={inputClass('contact')} />
              {error('contact')}
            </div>
            <div>
              <label htmlFor="restaurant-date" className="block text-sm font-medium">${t('Date', 'Date')}</label>
              <input id="restaurant-date" aria-describedby={described('date')} type="date" min={isoDay(now)} value={form.date} onChange={(event) => setForm({ ...form, date: event.target.value, time: '' })} aria-invalid={Boolean(errors.date)} className={inputClass('date')} />
              {error('date')}
            </div>
            <div>
              <label htmlFor="restaurant-time" className="block text-sm font-medium">${t('Heure', 'Time')}</label>
              <select id="restaurant-time" aria-describedby={described('time')} value={form.time} onChange={(event) => setForm({ ...form, time: event.target.value })} disabled={times.length === 0} aria-invalid={Boolean(errors.time)} className={inputClass('time')}>
                <option value="">{form.date ? (times.length ? '${t('Choisir…', 'Choose…')}' : '${t('Fermé ce jour-là', 'Closed that day')}') : '${t('D’abord la date', 'Pick a date first')}'}</option>
                {times.map((time) => <option key={time} value={time}>{time}</option>)}
              </select>
              {error('time')}
            </div>
            <div>
              <label htmlFor="restaurant-guests" className="block text-sm font-medium">${t('Nombre de personnes', 'Number of guests')}</label>
              <select id="restaurant-guests" value={form.guests} onChange={(event) => setForm({ ...form, guests: Number(event.target.value) })} className={inputClass()}>
                {Array.from({ length: 10 }, (_, index) => index + 1).map((count) => <option key={count} value={count}>{count}</option>)}
              </select>
            </div>
            <div>
              <label htmlFor="restaurant-note" className="block text-sm font-medium">${t('Remarque (facultatif)', 'Note (optional)')}</label>
              <input id="restaurant-note" value={form.note} onChange={(event) => setForm({ ...form, note: event.target.value })} placeholder="${t('Allergie, poussette…', 'Allergy, high chair…')}" className={inputClass()} />
            </div>
          </div>
          <button type="submit" className={\`mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold sm:w-auto \${theme.button}\`}>
            <CalendarCheck className="h-4 w-4" aria-hidden="true" /> ${t('Confirmer la réservation', 'Confirm booking')}
          </button>
        </form>

        <section aria-label="${t('Vos réservations', 'Your bookings')}" className={\`self-start rounded-2xl p-5 \${theme.card}\`}>
          <h2 className={\`text-lg font-semibold \${theme.heading}\`}>${t('Vos réservations', 'Your bookings')} ({reservations.length})</h2>
          {upcoming.length === 0 ? (
            <p className={\`mt-3 text-sm \${theme.muted}\`}>${t('Aucune réservation pour l’instant : choisissez une date et une heure.', 'No bookings yet: pick a date and a time.')}</p>
          ) : (
            <ul className="mt-3 space-y-2">
              {upcoming.map((reservation) => (
                <li key={reservation.id} className={\`flex items-start gap-3 rounded-xl p-3 \${theme.surface}\`}>
                  <span className={\`rounded-lg px-2 py-1 text-center text-sm font-semibold \${theme.accentSoft}\`}>{reservation.time}</span>
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-medium first-letter:uppercase">{longDate(reservation.date)}</p>
                    <p className={\`flex items-center gap-1 \${theme.muted}\`}>
                      <Users className="h-3.5 w-3.5" aria-hidden="true" /> {reservation.guests} · {reservation.name}
                    </p>
                    {reservation.note ? <p className={theme.muted}>{reservation.note}</p> : null}
                  </div>
                  <button type="button" onClick={() => setReservations((list) => list.filter((other) => other.id !== reservation.id))} aria-label={\`${t('Annuler la réservation du', 'Cancel the booking of')} \${longDate(reservation.date)} ${t('à', 'at')} \${reservation.time}\`} className={\`rounded-lg p-1.5 \${theme.muted}\`}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
`;
}

export const restaurantKind: AppKind = {
  id: 'restaurant',
  keywords:
    /\b(restaurants?|restos?|bistrots?|bistros?|brasseries?|pizzerias?|trattorias?|cr[êe]peries?|boulangeries?|bakery|bakeries|p[âa]tisseries?|pastry shop|traiteurs?|salon de th[ée]|tea room|coffee shop|food truck|diner|site vitrine|horaires d'ouverture|opening hours|r[ée]servation de table|table booking|book a table|carte des vins)\b|\bcaf[ée]s?(?!\p{L})/iu,
  asExtra: /\b(menu|carte|horaires|site vitrine|vitrine|r[ée]serv\w* (?:une|de|d'une) table|opening hours|book a table|website)\b/iu,
  appName: { fr: 'La Bonne Table', en: 'The Good Table' },
  nameFor: (idea, lang) => (BAKERY.test(idea) ? tr(lang, 'Ma Boulangerie', 'The Corner Bakery') : null),
  tagline: { fr: 'La carte, les horaires et la réservation en ligne.', en: 'Our menu, opening hours and online table booking.' },
  page: {
    component: 'RestaurantPage',
    path: { fr: '/restaurant', en: '/restaurant' },
    label: { fr: 'Restaurant', en: 'Restaurant' },
    icon: 'UtensilsCrossed',
  },
  files: (context) => ({ 'src/data/restaurant.ts': data(context), 'src/pages/RestaurantPage.tsx': page(context) }),
  summary: {
    fr: 'un site de restaurant avec la carte par catégorie, les horaires (jour du jour mis en avant, « Ouvert maintenant » ou « Fermé » selon l’heure), l’adresse et un formulaire de réservation de table qui vérifie et garde vos réservations',
    en: 'a restaurant site with the menu by category, opening hours (today highlighted, “Open now” or “Closed” from the clock), the address and a table booking form that checks and keeps your bookings',
  },
};
