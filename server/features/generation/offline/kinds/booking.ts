import { type AppKind, type KindContext, tr } from './kind.js';

const SERVICES = {
  fr: [
    {
      id: 'premier',
      name: 'Premier rendez-vous',
      minutes: 60,
      price: 55,
      description: 'Un bilan complet pour faire connaissance et fixer vos objectifs.',
    },
    { id: 'seance', name: 'Séance individuelle', minutes: 30, price: 35, description: 'Le rendez-vous habituel, rien que pour vous.' },
    { id: 'longue', name: 'Séance longue', minutes: 90, price: 80, description: 'Plus de temps pour un travail en profondeur.' },
    { id: 'express', name: 'Suivi express', minutes: 30, price: 20, description: 'Un point rapide entre deux séances.' },
    {
      id: 'collectif',
      name: 'Atelier en petit groupe',
      minutes: 60,
      price: 18,
      description: 'Six personnes au plus, dans une ambiance conviviale.',
    },
  ],
  en: [
    { id: 'first', name: 'First visit', minutes: 60, price: 50, description: 'A full assessment to get to know you and set your goals.' },
    { id: 'session', name: 'Standard session', minutes: 30, price: 32, description: 'The usual appointment, just for you.' },
    { id: 'long', name: 'Extended session', minutes: 90, price: 75, description: 'More time for deeper work.' },
    { id: 'express', name: 'Quick check-in', minutes: 30, price: 18, description: 'A short follow-up between two sessions.' },
    { id: 'group', name: 'Small group class', minutes: 60, price: 15, description: 'Six people at most, in a friendly setting.' },
  ],
};

/** Services of the trades ideas name most, picked from the idea's words (the default: any practice). */
const TRADES: { match: RegExp; services: typeof SERVICES }[] = [
  {
    match: /coiff|barbi|hair|barber|salon de beaut|beauty salon/u,
    services: {
      fr: [
        { id: 'coupe-femme', name: 'Coupe femme', minutes: 60, price: 45, description: 'Shampoing, coupe et brushing.' },
        { id: 'coupe-homme', name: 'Coupe homme', minutes: 30, price: 25, description: 'Shampoing, coupe aux ciseaux ou à la tondeuse.' },
        { id: 'couleur', name: 'Couleur', minutes: 90, price: 65, description: 'Coloration complète et soin après couleur.' },
        { id: 'barbe', name: 'Taille de barbe', minutes: 30, price: 18, description: 'Contours, serviette chaude et huile.' },
        { id: 'enfant', name: 'Coupe enfant', minutes: 30, price: 15, description: 'Jusqu’à 12 ans.' },
      ],
      en: [
        { id: 'cut-long', name: 'Cut and blow-dry', minutes: 60, price: 45, description: 'Wash, cut and blow-dry.' },
        { id: 'cut-short', name: 'Short cut', minutes: 30, price: 25, description: 'Wash and scissor or clipper cut.' },
        { id: 'colour', name: 'Full colour', minutes: 90, price: 65, description: 'Full colour and aftercare treatment.' },
        { id: 'beard', name: 'Beard trim', minutes: 30, price: 18, description: 'Shaping, hot towel and oil.' },
        { id: 'kids', name: 'Kids’ cut', minutes: 30, price: 15, description: 'Up to 12 years old.' },
      ],
    },
  },
  {
    match: /yoga|pilates|danse|dance|gym|studio de sport|fitness class/u,
    services: {
      fr: [
        { id: 'decouverte', name: 'Cours découverte', minutes: 60, price: 10, description: 'Le premier cours, pour essayer.' },
        { id: 'hatha', name: 'Cours collectif', minutes: 60, price: 18, description: 'Douze personnes au plus, tous niveaux.' },
        { id: 'doux', name: 'Cours doux', minutes: 90, price: 22, description: 'Un rythme lent, idéal pour reprendre.' },
        { id: 'prive', name: 'Cours particulier', minutes: 60, price: 55, description: 'Un programme rien que pour vous.' },
      ],
      en: [
        { id: 'trial', name: 'Trial class', minutes: 60, price: 10, description: 'Your first class, to try it out.' },
        { id: 'group', name: 'Group class', minutes: 60, price: 18, description: 'Twelve people at most, all levels.' },
        { id: 'gentle', name: 'Gentle class', minutes: 90, price: 22, description: 'A slow pace, ideal to get back into it.' },
        { id: 'private', name: 'Private session', minutes: 60, price: 55, description: 'A programme just for you.' },
      ],
    },
  },
];

const servicesFor = (context: KindContext) => (TRADES.find((trade) => trade.match.test(context.idea))?.services ?? SERVICES)[context.lang];

/** Opening hours by day of the week (0 = Sunday, as Date#getDay). */
const HOURS: Record<number, [string, string][]> = {
  0: [],
  1: [
    ['09:00', '12:00'],
    ['14:00', '19:00'],
  ],
  2: [
    ['09:00', '12:00'],
    ['14:00', '19:00'],
  ],
  3: [
    ['09:00', '12:00'],
    ['14:00', '19:00'],
  ],
  4: [
    ['09:00', '12:00'],
    ['14:00', '20:00'],
  ],
  5: [
    ['09:00', '12:00'],
    ['14:00', '19:00'],
  ],
  6: [['09:00', '13:00']],
};

function data(context: KindContext): string {
  return `export interface Service {
  id: string;
  name: string;
  minutes: number;
  price: number;
  description: string;
}

export const services: Service[] = ${JSON.stringify(servicesFor(context), null, 2)};

/** Opening hours by day of the week (0 = Sunday, as Date#getDay). */
export const openingHours: Record<number, [string, string][]> = ${JSON.stringify(HOURS)};
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const locale = t('fr-FR', 'en-GB');
  return `import { CalendarDays, CalendarX, CircleCheck, Clock, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import { openingHours, services } from '../data/booking';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

interface Appointment {
  id: number;
  serviceId: string;
  service: string;
  minutes: number;
  price: number;
  date: string;
  time: string;
  name: string;
  contact: string;
}
type Field = 'name' | 'contact';

const STEP = 30;
const pad = (value: number) => String(value).padStart(2, '0');
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) => \`\${pad(Math.floor(minutes / 60))}:\${pad(minutes % 60)}\`;
const isoDay = (date: Date) => \`\${date.getFullYear()}-\${pad(date.getMonth() + 1)}-\${pad(date.getDate())}\`;
const parseDay = (value: string) => new Date(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
const money = (value: number) => value.toLocaleString('${locale}', { style: 'currency', currency: '${t('EUR', 'GBP')}' });
const longDate = (value: string) => parseDay(value).toLocaleDateString('${locale}', { weekday: 'long', day: 'numeric', month: 'long' });

/** Half hours already booked by other clients: the same every time for a given day, so the agenda looks lived in. */
function bookedByOthers(date: string): Set<number> {
  const day = parseDay(date);
  const busy = new Set<number>();
  for (const [from, to] of openingHours[day.getDay()]!) {
    for (let minute = toMinutes(from); minute < toMinutes(to); minute += STEP) {
      if ((day.getDate() * 7 + minute / STEP) % 4 === 1) busy.add(minute);
    }
  }
  return busy;
}

export default function BookingPage() {
  const [now, setNow] = useState(() => new Date());
  const [appointments, setAppointments] = usePersistentState<Appointment[]>('booking:appointments', []);
  const [client, setClient] = usePersistentState<{ name: string; contact: string }>('booking:client', { name: '', contact: '' });
  const [serviceId, setServiceId] = useState(services[0]!.id);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [form, setForm] = useState(client);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirmed, setConfirmed] = useState<Appointment | null>(null);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const service = services.find((entry) => entry.id === serviceId) ?? services[0]!;
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + index);
    return isoDay(date);
  });

  /** The start times free for the chosen service on a day. */
  const slotsOf = (date: string) => {
    const taken = bookedByOthers(date);
    for (const appointment of appointments.filter((entry) => entry.date === date)) {
      for (let minute = toMinutes(appointment.time); minute < toMinutes(appointment.time) + appointment.minutes; minute += STEP) taken.add(minute);
    }
    const earliest = date === isoDay(now) ? now.getHours() * 60 + now.getMinutes() : -1;
    return openingHours[parseDay(date).getDay()]!.flatMap(([from, to]) => {
      const slots: { time: string; free: boolean }[] = [];
      for (let start = toMinutes(from); start + service.minutes <= toMinutes(to); start += STEP) {
        let free = start > earliest;
        for (let minute = start; minute < start + service.minutes; minute += STEP) if (taken.has(minute)) free = false;
        slots.push({ time: toTime(start), free });
      }
      return slots;
    });
  };

  const activeDay = day || days.find((date) => slotsOf(date).some((slot) => slot.free)) || days[0]!;
  const slots = slotsOf(activeDay);
  const chosen = slots.find((slot) => slot.time === time && slot.free) ? time : '';
  const upcoming = [...appointments].sort((a, b) => \`\${a.date} \${a.time}\`.localeCompare(\`\${b.date} \${b.time}\`));

  const submit = () => {
    const next: Partial<Record<Field, string>> = {};
    if (!form.name.trim()) next.name = '${t('Indiquez votre nom.', 'Please enter your name.')}';
    if (!form.contact.trim()) next.contact = '${t('Indiquez un téléphone ou un e-mail.', 'Please enter a phone number or an email.')}';
    else if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(form.contact.trim()) && form.contact.replace(/\\D/g, '').length < 8) next.contact = '${t('Ce téléphone ou cet e-mail ne semble pas valide.', 'This phone number or email does not look valid.')}';
    setErrors(next);
    if (Object.keys(next).length > 0 || !chosen) return;
    const appointment: Appointment = {
      id: Date.now(),
      serviceId: service.id,
      service: service.name,
      minutes: service.minutes,
      price: service.price,
      date: activeDay,
      time: chosen,
      name: form.name.trim(),
      contact: form.contact.trim(),
    };
    setAppointments((list) => [...list, appointment]);
    setClient({ name: appointment.name, contact: appointment.contact });
    setConfirmed(appointment);
    setTime('');
  };

  const dayLabel = (date: string, index: number) =>
    index === 0 ? '${t('Aujourd’hui', 'Today')}' : index === 1 ? '${t('Demain', 'Tomorrow')}' : parseDay(date).toLocaleDateString('${locale}', { weekday: 'short' });
  const inputClass = (field: Field) => \`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring} \${errors[field] ? 'border-rose-500' : ''}\`;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <section aria-label="${t('Prestations', 'Services')}" className={\`rounded-2xl p-5 \${theme.card}\`}>
          <h2 className={\`text-lg font-semibold \${theme.heading}\`}>${t('1. Choisissez une prestation', '1. Choose a service')}</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {services.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  aria-pressed={entry.id === service.id}
                  onClick={() => {
                    setServiceId(entry.id);
                    setTime('');
                    setConfirmed(null);
                  }}
                  className={\`h-full w-full rounded-xl border p-4 text-left transition \${entry.id === service.id ? \`\${theme.accentSoft} border-transparent ring-2 ring-current\` : 'border-slate-200/70 hover:border-slate-400'}\`}
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-semibold">{entry.name}</span>
                    <span className="shrink-0 font-semibold">{money(entry.price)}</span>
                  </span>
                  <span className={\`mt-1 flex items-center gap-1 text-sm \${entry.id === service.id ? '' : theme.muted}\`}>
                    <Clock className="h-3.5 w-3.5" aria-hidden="true" /> {entry.minutes} min
                  </span>
                  <span className={\`mt-1 block text-sm \${entry.id === service.id ? '' : theme.muted}\`}>{entry.description}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>

        <section aria-label="${t('Date et heure', 'Date and time')}" className={\`rounded-2xl p-5 \${theme.card}\`}>
          <h2 className={\`text-lg font-semibold \${theme.heading}\`}>${t('2. Choisissez un créneau', '2. Pick a time slot')}</h2>
          <div role="tablist" aria-label="${t('Jours', 'Days')}" className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7">
            {days.map((date, index) => {
              const free = slotsOf(date).filter((slot) => slot.free).length;
              const selected = date === activeDay;
              return (
                <button
                  key={date}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-label={\`\${longDate(date)}, \${free ? \`\${free} ${t('créneaux libres', 'free slots')}\` : '${t('complet ou fermé', 'full or closed')}'}\`}
                  onClick={() => {
                    setDay(date);
                    setTime('');
                  }}
                  className={\`min-w-0 rounded-xl px-1 py-2 text-center text-sm \${selected ? theme.button : theme.buttonSecondary} \${free ? '' : 'opacity-50'}\`}
                >
                  <span className="block truncate text-xs font-medium first-letter:uppercase sm:text-sm">{dayLabel(date, index)}</span>
                  <span className="block text-lg font-bold">{parseDay(date).getDate()}</span>
                  <span className="block text-xs">{free ? \`\${free} ${t('libres', 'free')}\` : '${t('Fermé', 'Closed')}'}</span>
                </button>
              );
            })}
          </div>
          <p className={\`mt-4 text-sm font-medium first-letter:uppercase \${theme.heading}\`}>{longDate(activeDay)}</p>
          {slots.length === 0 ? (
            <p className={\`mt-2 text-sm \${theme.muted}\`}>${t('Fermé ce jour-là : choisissez un autre jour.', 'Closed that day: pick another day.')}</p>
          ) : (
            <ul aria-label="${t('Créneaux', 'Time slots')}" className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
              {slots.map((slot) => (
                <li key={slot.time}>
                  <button
                    type="button"
                    disabled={!slot.free}
                    aria-pressed={chosen === slot.time}
                    aria-label={slot.free ? slot.time : \`\${slot.time} (${t('indisponible', 'unavailable')})\`}
                    onClick={() => {
                      setTime(slot.time);
                      setConfirmed(null);
                    }}
                    className={\`w-full rounded-lg px-2 py-2 text-sm font-medium tabular-nums \${!slot.free ? \`cursor-not-allowed line-through opacity-40 \${theme.buttonSecondary}\` : chosen === slot.time ? theme.button : theme.buttonSecondary}\`}
                  >
                    {slot.time}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <form
          noValidate
          aria-label="${t('Vos coordonnées', 'Your details')}"
          className={\`rounded-2xl p-5 \${theme.card}\`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2 className={\`text-lg font-semibold \${theme.heading}\`}>${t('3. Vos coordonnées', '3. Your details')}</h2>
          {confirmed ? (
            <p role="status" className="mt-3 flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
              <CircleCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                ${t('Rendez-vous confirmé :', 'Booking confirmed:')} {confirmed.service} ${t('le', 'on')} {longDate(confirmed.date)} ${t('à', 'at')} {confirmed.time}.
              </span>
            </p>
          ) : null}
          <p className={\`mt-3 rounded-lg px-3 py-2 text-sm \${theme.surface}\`}>
            {chosen ? (
              <>
                <strong>{service.name}</strong> · {longDate(activeDay)} ${t('à', 'at')} {chosen} · {service.minutes} min · {money(service.price)}
              </>
            ) : (
              '${t('Choisissez un créneau libre ci-dessus.', 'Pick a free slot above.')}'
            )}
          </p>
          {client.name ? (
            <p className={\`mt-3 flex items-center gap-1 text-sm \${theme.muted}\`}>
              <User className="h-4 w-4" aria-hidden="true" /> ${t('Bon retour,', 'Welcome back,')} {client.name}${t('\u00a0!', '!')}
              <button
                type="button"
                onClick={() => {
                  setClient({ name: '', contact: '' });
                  setForm({ name: '', contact: '' });
                }}
                className={\`ml-1 underline \${theme.accentText}\`}
              >
                ${t('Ce n’est pas vous ?', 'Not you?')}
              </button>
            </p>
          ) : null}
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="booking-name" className="block text-sm font-medium">${t('Nom', 'Name')}</label>
              <input id="booking-name" value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} placeholder="${t('Sarah Lefèvre', 'Emma Hughes')}" aria-invalid={Boolean(errors.name)} aria-describedby={errors.name ? 'booking-name-error' : undefined} className={inputClass('name')} />
              {errors.name ? <span id="booking-name-error" role="alert" className="mt-1 block text-xs text-rose-600">{errors.name}</span> : null}
            </div>
            <div>
              <label htmlFor="booking-contact" className="block text-sm font-medium">${t('Téléphone ou e-mail', 'Phone or email')}</label>
              <input id="booking-contact" value={form.contact} onChange={(event) => setForm({ ...form, contact: event.target.value })} placeholder="${t('06 12 34 56 78', '07700 900456')}" aria-invalid={Boolean(errors.contact)} aria-describedby={errors.contact ? 'booking-contact-error' : undefined} className={inputClass('contact')} />
              {errors.contact ? <span id="booking-contact-error" role="alert" className="mt-1 block text-xs text-rose-600">{errors.contact}</span> : null}
            </div>
          </div>
          <button type="submit" disabled={!chosen} className={\`mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold disabled:opacity-50 sm:w-auto \${theme.button}\`}>
            <CalendarDays className="h-4 w-4" aria-hidden="true" /> ${t('Confirmer le rendez-vous', 'Confirm booking')}
          </button>
        </form>
      </div>

      <section aria-label="${t('Mes réservations', 'My bookings')}" className={\`self-start rounded-2xl p-5 lg:sticky lg:top-20 \${theme.card}\`}>
        <h2 className={\`text-lg font-semibold \${theme.heading}\`}>${t('Mes réservations', 'My bookings')} ({appointments.length})</h2>
        {upcoming.length === 0 ? (
          <p className={\`mt-3 text-sm \${theme.muted}\`}>${t('Aucun rendez-vous pour l’instant : choisissez une prestation et un créneau.', 'No bookings yet: choose a service and a time slot.')}</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {upcoming.map((appointment) => (
              <li key={appointment.id} className={\`rounded-xl p-3 text-sm \${theme.surface}\`}>
                <p className="font-medium first-letter:uppercase">{longDate(appointment.date)} · {appointment.time}</p>
                <p className={theme.muted}>{appointment.service} · {appointment.minutes} min · {money(appointment.price)}</p>
                <p className={theme.muted}>{appointment.name}</p>
                <button
                  type="button"
                  onClick={() => setAppointments((list) => list.filter((other) => other.id !== appointment.id))}
                  aria-label={\`${t('Annuler le rendez-vous du', 'Cancel the booking of')} \${longDate(appointment.date)} ${t('à', 'at')} \${appointment.time}\`}
                  className={\`mt-2 inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-medium \${theme.buttonSecondary}\`}
                >
                  <CalendarX className="h-3.5 w-3.5" aria-hidden="true" /> ${t('Annuler', 'Cancel')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
`;
}

export const bookingKind: AppKind = {
  id: 'booking',
  keywords:
    /\b(r[ée]servations?|r[ée]server|rendez-vous|rdv|prise de rendez-vous|bookings?|book an appointment|appointments?|slots?|time slots?|cr[ée]neaux|cr[ée]neau|salon de coiffure|coiffeur|coiffeuse|coiffure|barbier|barber|barbershop|hairdress\w*|hair salon|cabinet|physio\w*|ost[ée]opathe|osteopath|massages?|esth[ée]ticienne|beauty salon|scheduling)\b|(?<!\p{L})kin[ée](?:sith[ée]rapeute|sith[ée]rapie|s)?(?!\p{L})/iu,
  appName: { fr: 'Mon Rendez-vous', en: 'Book a Slot' },
  nameFor: (idea, lang) =>
    /coiff|barbi|hair|barber/u.test(idea)
      ? tr(lang, 'Mon Salon', 'The Salon')
      : /yoga|pilates/u.test(idea)
        ? tr(lang, 'Mon Studio', 'The Studio')
        : null,
  tagline: { fr: 'Choisissez une prestation, un jour, un créneau : c’est réservé.', en: 'Choose a service, a day, a time: it is booked.' },
  page: {
    component: 'BookingPage',
    path: { fr: '/rendez-vous', en: '/booking' },
    label: { fr: 'Rendez-vous', en: 'Booking' },
    icon: 'CalendarDays',
  },
  files: (context) => ({ 'src/data/booking.ts': data(context), 'src/pages/BookingPage.tsx': page(context) }),
  summary: {
    fr: 'une prise de rendez-vous : prestations (durée, prix), les 7 prochains jours, les créneaux libres (ceux déjà pris sont grisés), un formulaire vérifié et « Mes réservations » avec annulation, le tout gardé',
    en: 'appointment booking: services (length, price), the next 7 days, free time slots (taken ones greyed out), a checked form and “My bookings” with cancel, all saved',
  },
};
