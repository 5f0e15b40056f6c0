import { type AppKind, type KindContext, tr } from './kind.js';

const SAVED = {
  fr: [
    { name: 'Appartement à Lyon', amount: 240000, rate: 3.45, years: 25, date: '2025-03-12' },
    { name: 'Maison avec jardin', amount: 320000, rate: 3.6, years: 25, date: '2025-03-18' },
    { name: 'Studio à louer', amount: 120000, rate: 3.2, years: 15, date: '2025-04-02' },
    { name: 'Voiture familiale', amount: 22000, rate: 4.9, years: 5, date: '2025-04-20' },
  ],
  en: [
    { name: 'Two-bed flat in Leeds', amount: 210000, rate: 4.35, years: 25, date: '2025-03-12' },
    { name: 'Family house', amount: 340000, rate: 4.5, years: 30, date: '2025-03-18' },
    { name: 'Buy-to-let studio', amount: 125000, rate: 4.1, years: 15, date: '2025-04-02' },
    { name: 'Electric car', amount: 24000, rate: 6.9, years: 5, date: '2025-04-20' },
  ],
};

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const locale = t('fr-FR', 'en-GB');
  const currency = t('EUR', 'GBP');
  const saved = SAVED[context.lang].map((entry, index) => ({ id: index + 1, ...entry }));
  return `import { ChevronDown, ChevronRight, Save, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

interface Params {
  amount: string;
  rate: string;
  years: string;
}

interface SavedSimulation {
  id: number;
  name: string;
  amount: number;
  rate: number;
  years: number;
  date: string;
}

interface YearRow {
  year: number;
  capital: number;
  interest: number;
  balance: number;
  months: { month: number; capital: number; interest: number; balance: number }[];
}

const SEED: SavedSimulation[] = ${JSON.stringify(saved, null, 2)};

const money = new Intl.NumberFormat('${locale}', { style: 'currency', currency: '${currency}', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('${locale}', { style: 'currency', currency: '${currency}', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('${locale}', { maximumFractionDigits: 2 });

/** The monthly payment of a fixed-rate loan (annuity); a 0 % loan is the amount split evenly. */
function monthlyPayment(amount: number, rate: number, years: number): number {
  const months = Math.round(years * 12);
  if (amount <= 0 || months <= 0) return 0;
  const monthlyRate = rate / 100 / 12;
  if (monthlyRate === 0) return amount / months;
  return (amount * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months));
}

function schedule(amount: number, rate: number, years: number): YearRow[] {
  const payment = monthlyPayment(amount, rate, years);
  const months = Math.round(years * 12);
  const monthlyRate = rate / 100 / 12;
  const rows: YearRow[] = [];
  let balance = amount;
  for (let month = 1; month <= months; month++) {
    const interest = balance * monthlyRate;
    const capital = month === months ? balance : payment - interest;
    balance = Math.max(0, balance - capital);
    const year = Math.ceil(month / 12);
    let row = rows[year - 1];
    if (!row) {
      row = { year, capital: 0, interest: 0, balance, months: [] };
      rows.push(row);
    }
    row.capital += capital;
    row.interest += interest;
    row.balance = balance;
    row.months.push({ month: ((month - 1) % 12) + 1, capital, interest, balance });
  }
  return rows;
}

const numberOf = (value: string) => {
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : NaN;
};

const CHART_HEIGHT = 160;

export default function LoanSimulatorPage() {
  const [params, setParams] = usePersistentState<Params>('simulator:params', { amount: '200000', rate: '3.5', years: '20' });
  const [saved, setSaved] = usePersistentState<SavedSimulation[]>('simulator:saved', SEED);
  const [name, setName] = useState('');
  const [tableOpen, setTableOpen] = useState(true);
  const [openYear, setOpenYear] = useState<number | null>(null);
  const [notice, setNotice] = useState('');

  const amount = numberOf(params.amount);
  const rate = numberOf(params.rate);
  const years = numberOf(params.years);
  const error =
    !(amount > 0)
      ? '${t('Saisissez un montant supérieur à 0.', 'Enter an amount above 0.')}'
      : !(rate >= 0 && rate <= 20)
        ? '${t('Le taux doit être compris entre 0 et 20 %.', 'The rate must be between 0 and 20%.')}'
        : !(years >= 1 && years <= 40)
          ? '${t('La durée doit être comprise entre 1 et 40 ans.', 'The term must be between 1 and 40 years.')}'
          : '';

  const payment = error ? 0 : monthlyPayment(amount, rate, years);
  const totalPaid = error ? 0 : payment * Math.round(years * 12);
  const totalInterest = error ? 0 : Math.max(0, totalPaid - amount);
  const rows = error ? [] : schedule(amount, rate, years);
  const capitalShare = totalPaid > 0 ? (amount / totalPaid) * 100 : 100;
  const yearMax = Math.max(1, ...rows.map((row) => row.capital + row.interest));

  const set = (key: keyof Params) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setParams((current) => ({ ...current, [key]: value }));
    setNotice('');
  };

  const save = () => {
    if (error) return;
    const label = name.trim() || \`${t('Simulation', 'Scenario')} \${saved.length + 1}\`;
    setSaved((list) => [{ id: Date.now(), name: label, amount, rate, years, date: new Date().toISOString().slice(0, 10) }, ...list]);
    setName('');
    setNotice(\`${t('Simulation enregistrée', 'Scenario saved')} : \${label}\`);
  };

  const fields: { key: keyof Params; label: string; min: number; max: number; step: number; suffix: string }[] = [
    { key: 'amount', label: '${t('Montant emprunté', 'Loan amount')}', min: 1000, max: 1000000, step: 1000, suffix: '${t('€', '£')}' },
    { key: 'rate', label: '${t('Taux annuel', 'Annual interest rate')}', min: 0, max: 10, step: 0.05, suffix: '%' },
    { key: 'years', label: '${t('Durée', 'Term')}', min: 1, max: 30, step: 1, suffix: '${t('ans', 'years')}' },
  ];

  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('Simulez votre prêt', 'Work out your loan')}</h2>
      <p className={\`mt-1 text-sm \${theme.muted}\`}>${t('Mensualité, coût total et tableau d’amortissement se mettent à jour à chaque changement.', 'Monthly payment, total cost and repayment schedule update as you type.')}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <form
          aria-label="${t('Paramètres du prêt', 'Loan details')}"
          className={\`space-y-5 self-start rounded-2xl p-5 lg:col-span-2 \${theme.card}\`}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {fields.map((field) => (
            <div key={field.key}>
              <div className="flex items-center justify-between gap-3">
                <label htmlFor={\`simulator-\${field.key}\`} className="text-sm font-medium">
                  {field.label} ({field.suffix})
                </label>
                <input
                  id={\`simulator-\${field.key}\`}
                  type="number"
                  inputMode="decimal"
                  min={field.min}
                  step={field.step}
                  value={params[field.key]}
                  onChange={set(field.key)}
                  className={\`w-32 rounded-lg px-3 py-1.5 text-right outline-none \${theme.input} \${theme.ring}\`}
                />
              </div>
              <input
                type="range"
                aria-label={\`\${field.label} : ${t('curseur', 'slider')}\`}
                min={field.min}
                max={field.max}
                step={field.step}
                value={Number.isFinite(numberOf(params[field.key])) ? numberOf(params[field.key]) : field.min}
                onChange={set(field.key)}
                style={{ accentColor: 'currentColor' }}
                className={\`mt-2 w-full \${theme.accentText}\`}
              />
            </div>
          ))}
          {error && <p role="alert" className="text-sm font-medium text-rose-600">{error}</p>}
          <div>
            <label htmlFor="simulator-name" className="text-sm font-medium">${t('Nom de la simulation', 'Scenario name')}</label>
            <div className="mt-1 flex flex-col gap-2 sm:flex-row lg:flex-col">
              <input
                id="simulator-name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                placeholder="${t('Ex. : Maison à Nantes', 'e.g. Cottage in Devon')}"
                className={\`min-w-0 flex-1 rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`}
              />
              <button type="submit" disabled={Boolean(error)} className={\`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-50 \${theme.button}\`}>
                <Save className="h-4 w-4" aria-hidden="true" /> ${t('Enregistrer la simulation', 'Save scenario')}
              </button>
            </div>
            {notice && <p role="status" className={\`mt-2 text-sm \${theme.accentText}\`}>{notice}</p>}
          </div>
        </form>

        <div className="space-y-6 lg:col-span-3">
          <section aria-label="${t('Résultat', 'Result')}" className="grid grid-cols-3 gap-2 sm:gap-3">
            <div className={\`rounded-2xl p-4 col-span-3 \${theme.accentSoft}\`}>
              <p className="text-sm">${t('Mensualité', 'Monthly payment')}</p>
              <p data-testid="monthly-payment" className="text-3xl font-bold">{cents.format(payment)}</p>
              <p className="mt-1 text-xs opacity-80">
                {error ? '—' : \`\${Math.round(years * 12)} ${t('mensualités', 'payments')} · ${t('taux', 'rate')} \${percent.format(rate)} %\`}
              </p>
            </div>
            <div className={\`min-w-0 rounded-2xl p-3 sm:p-4 \${theme.card}\`}>
              <p className={\`text-xs \${theme.muted}\`}>${t('Capital emprunté', 'Amount borrowed')}</p>
              <p className="mt-1 text-sm font-semibold sm:text-lg">{money.format(error ? 0 : amount)}</p>
            </div>
            <div className={\`min-w-0 rounded-2xl p-3 sm:p-4 \${theme.card}\`}>
              <p className={\`text-xs \${theme.muted}\`}>${t('Coût des intérêts', 'Total interest')}</p>
              <p data-testid="total-interest" className="mt-1 text-sm font-semibold sm:text-lg">{money.format(totalInterest)}</p>
            </div>
            <div className={\`min-w-0 rounded-2xl p-3 sm:p-4 \${theme.card}\`}>
              <p className={\`text-xs \${theme.muted}\`}>${t('Total remboursé', 'Total repaid')}</p>
              <p className="mt-1 text-sm font-semibold sm:text-lg">{money.format(totalPaid)}</p>
            </div>
          </section>

          <div className={\`rounded-2xl p-5 \${theme.card}\`}>
            <h3 className="font-semibold">${t('Capital et intérêts', 'Capital and interest')}</h3>
            <div
              role="img"
              aria-label={\`${t('Répartition', 'Split')} : ${t('capital', 'capital')} \${money.format(error ? 0 : amount)}, ${t('intérêts', 'interest')} \${money.format(totalInterest)}\`}
              className="mt-3 flex h-6 w-full overflow-hidden rounded-full bg-slate-200"
            >
              <div data-part="capital" className={\`h-6 \${theme.bar}\`} style={{ width: \`\${capitalShare}%\` }} />
              <div data-part="interest" className="h-6 bg-amber-400" style={{ width: \`\${100 - capitalShare}%\` }} />
            </div>
            <div className={\`mt-2 flex flex-wrap gap-4 text-xs \${theme.muted}\`}>
              <span className="inline-flex items-center gap-1"><span className={\`inline-block h-3 w-3 rounded-sm \${theme.bar}\`} /> ${t('Capital', 'Capital')} {Math.round(capitalShare)} %</span>
              <span className="inline-flex items-center gap-1"><span className="inline-block h-3 w-3 rounded-sm bg-amber-400" /> ${t('Intérêts', 'Interest')} {Math.round(100 - capitalShare)} %</span>
            </div>
            {rows.length > 0 && (
              <>
                <h3 className="mt-5 text-sm font-semibold">${t('Remboursement par année', 'Repayments by year')}</h3>
                <div role="img" aria-label="${t('Graphique des remboursements par année', 'Chart of repayments by year')}" className="mt-2 flex items-end gap-0.5" style={{ height: CHART_HEIGHT }}>
                  {rows.map((row) => {
                    const total = row.capital + row.interest;
                    const height = Math.max(2, Math.round((total / yearMax) * CHART_HEIGHT));
                    const interestHeight = Math.round((row.interest / total) * height);
                    return (
                      <div key={row.year} title={\`${t('Année', 'Year')} \${row.year} : \${money.format(row.capital)} + \${money.format(row.interest)}\`} className="flex min-w-0 flex-1 flex-col justify-end" style={{ height }}>
                        <div className="w-full rounded-t-sm bg-amber-400" style={{ height: interestHeight }} />
                        <div className={\`w-full \${theme.bar}\`} style={{ height: height - interestHeight }} />
                      </div>
                    );
                  })}
                </div>
                <div className={\`mt-1 flex justify-between text-xs \${theme.muted}\`}>
                  <span>${t('Année', 'Year')} 1</span>
                  <span>${t('Année', 'Year')} {rows.length}</span>
                </div>
              </>
            )}
          </div>
        </div>
      </div>

      <section aria-label="${t('Tableau d’amortissement', 'Repayment schedule')}" className={\`mt-6 rounded-2xl p-5 \${theme.card}\`}>
        <button type="button" aria-expanded={tableOpen} onClick={() => setTableOpen((open) => !open)} className="flex w-full items-center justify-between gap-2 text-left">
          <h3 className="font-semibold">${t('Tableau d’amortissement', 'Repayment schedule')}</h3>
          {tableOpen ? <ChevronDown className="h-5 w-5" aria-hidden="true" /> : <ChevronRight className="h-5 w-5" aria-hidden="true" />}
        </button>
        {tableOpen &&
          (rows.length === 0 ? (
            <p className={\`mt-3 text-sm \${theme.muted}\`}>${t('Corrigez les paramètres pour voir le tableau.', 'Fix the loan details to see the schedule.')}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full whitespace-nowrap text-right text-sm">
                <thead className={theme.muted}>
                  <tr>
                    <th scope="col" className="py-2 text-left font-medium">${t('Année', 'Year')}</th>
                    <th scope="col" className="py-2 pl-3 font-medium">${t('Capital', 'Capital')}</th>
                    <th scope="col" className="py-2 pl-3 font-medium">${t('Intérêts', 'Interest')}</th>
                    <th scope="col" className="py-2 pl-3 font-medium">${t('Restant dû', 'Balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <YearRows key={row.year} row={row} open={openYear === row.year} onToggle={() => setOpenYear((year) => (year === row.year ? null : row.year))} />
                  ))}
                </tbody>
              </table>
            </div>
          ))}
      </section>

      <section aria-label="${t('Simulations enregistrées', 'Saved scenarios')}" className="mt-6">
        <h3 className={\`text-lg font-semibold \${theme.heading}\`}>${t('Simulations enregistrées', 'Saved scenarios')} ({saved.length})</h3>
        {saved.length === 0 ? (
          <p className={\`mt-2 text-sm \${theme.muted}\`}>${t('Aucune simulation enregistrée : réglez un prêt puis enregistrez-le pour le comparer plus tard.', 'No saved scenarios yet: set up a loan, then save it to compare later.')}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {saved.map((entry) => {
              const entryPayment = monthlyPayment(entry.amount, entry.rate, entry.years);
              const entryInterest = entryPayment * Math.round(entry.years * 12) - entry.amount;
              return (
                <li key={entry.id} className={\`flex flex-col gap-2 rounded-2xl p-4 \${theme.card}\`}>
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className={\`font-semibold \${theme.heading}\`}>{entry.name}</p>
                      <p className={\`text-xs \${theme.muted}\`}>{new Date(entry.date).toLocaleDateString('${locale}')}</p>
                    </div>
                    <button type="button" aria-label={\`${t('Supprimer', 'Delete')} \${entry.name}\`} onClick={() => setSaved((list) => list.filter((other) => other.id !== entry.id))} className={\`rounded-lg p-1.5 \${theme.muted} hover:text-rose-600\`}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </div>
                  <p className="text-sm">
                    {money.format(entry.amount)} · {percent.format(entry.rate)} % · {entry.years} ${t('ans', 'years')}
                  </p>
                  <p className="text-sm">
                    <span className={\`font-semibold \${theme.accentText}\`}>{cents.format(entryPayment)}</span> ${t('par mois', 'a month')} · ${t('intérêts', 'interest')} {money.format(Math.max(0, entryInterest))}
                  </p>
                  <button
                    type="button"
                    aria-label={\`${t('Reprendre', 'Load')} \${entry.name}\`}
                    onClick={() => {
                      setParams({ amount: String(entry.amount), rate: String(entry.rate), years: String(entry.years) });
                      setNotice('');
                    }}
                    className={\`mt-1 inline-flex items-center justify-center gap-2 self-start rounded-lg px-3 py-1.5 text-sm \${theme.buttonSecondary}\`}
                  >
                    <Upload className="h-4 w-4" aria-hidden="true" /> ${t('Reprendre ces paramètres', 'Load these figures')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </section>
  );
}

function YearRows({ row, open, onToggle }: { row: YearRow; open: boolean; onToggle: () => void }) {
  return (
    <>
      <tr className="border-t border-slate-200/60">
        <td className="py-2 text-left">
          <button type="button" aria-expanded={open} onClick={onToggle} className={\`inline-flex items-center gap-1 font-medium \${theme.accentText}\`}>
            {open ? <ChevronDown className="h-4 w-4" aria-hidden="true" /> : <ChevronRight className="h-4 w-4" aria-hidden="true" />}
            ${t('Année', 'Year')} {row.year}
          </button>
        </td>
        <td className="py-2 pl-3">{money.format(row.capital)}</td>
        <td className="py-2 pl-3">{money.format(row.interest)}</td>
        <td className="py-2 pl-3">{money.format(row.balance)}</td>
      </tr>
      {open &&
        row.months.map((month) => (
          <tr key={month.month} className={\`text-xs \${theme.muted}\`}>
            <td className="py-1 pl-6 text-left">${t('Mois', 'Month')} {month.month}</td>
            <td className="py-1 pl-3">{cents.format(month.capital)}</td>
            <td className="py-1 pl-3">{cents.format(month.interest)}</td>
            <td className="py-1 pl-3">{money.format(month.balance)}</td>
          </tr>
        ))}
    </>
  );
}
`;
}

export const simulatorKind: AppKind = {
  id: 'simulator',
  keywords:
    /(?<!\p{L})(pr[êe]ts?(?! de (?:livres?|mat[ée]riel|v[ée]los?|jeux|outils|objets?))|cr[ée]dits?|emprunts?|emprunter|mensualit[ée]s?|amortissements?|hypoth[èe]ques?|simulateurs?|calculatrices?|calculettes?|taux d[’']int[ée]r[êe]t|loans?|mortgages?|calculators?|repayments?|amorti[sz]ation|interest rates?)(?!\p{L})/iu,
  appName: { fr: 'Simulateur de prêt', en: 'Loan Calculator' },
  tagline: {
    fr: 'Mensualités, coût total et amortissement de votre prêt, en direct.',
    en: 'Monthly payments, total cost and repayment schedule, live.',
  },
  page: {
    component: 'LoanSimulatorPage',
    path: { fr: '/simulateur', en: '/calculator' },
    label: { fr: 'Simulateur', en: 'Calculator' },
    icon: 'Calculator',
  },
  files: (context) => ({ 'src/pages/LoanSimulatorPage.tsx': page(context) }),
  summary: {
    fr: 'un simulateur de prêt qui calcule en direct la mensualité, le coût des intérêts et le tableau d’amortissement par année et par mois, avec un graphique capital/intérêts et des simulations enregistrées',
    en: 'a loan calculator that works out the monthly payment, total interest and a yearly and monthly repayment schedule live, with a capital/interest chart and saved scenarios',
  },
};
