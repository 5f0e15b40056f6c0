import { type AppKind, type KindContext, pick, tr } from './kind.js';
import SEED from './seeds/budget.json' with { type: 'json' };

function data(context: KindContext): string {
  const categories = pick(context.lang, SEED.categories);
  // SEED.month: what a household's month looks like, one row a line: when (fraction of the month), what, which
  // category, income or expense, how much (min, max).
  return `export type Kind = 'income' | 'expense';

export interface Transaction {
  id: number;
  label: string;
  amount: number;
  type: Kind;
  category: string;
  date: string;
}

/** Spending categories, each with its monthly budget. */
export const expenseCategories: { name: string; limit: number }[] = ${JSON.stringify(
    categories.expense.map(([name, limit]) => ({ name, limit })),
    null,
    2,
  )};

export const incomeCategories: string[] = ${JSON.stringify(categories.income)};

const MONTH: [number, string, string, Kind, number, number][] = ${JSON.stringify(pick(context.lang, SEED.month))};

const pad = (value: number) => String(value).padStart(2, '0');
/** 'yyyy-mm' of a date. */
export const monthKey = (date: Date) => \`\${date.getFullYear()}-\${pad(date.getMonth() + 1)}\`;
/** 'yyyy-mm-dd' of a date. */
export const dayKey = (date: Date) => \`\${monthKey(date)}-\${pad(date.getDate())}\`;
/** The month \`delta\` months away from 'yyyy-mm'. */
export function shiftMonth(key: string, delta: number): string {
  const [year, month] = key.split('-').map(Number);
  return monthKey(new Date(year!, month! - 1 + delta, 1));
}

/** Six months of a household's budget up to today (always the same ones). */
export function seedTransactions(): Transaction[] {
  let state = 11;
  const random = () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
  const today = new Date();
  const list: Transaction[] = [];
  for (let back = 5; back >= 0; back -= 1) {
    const first = new Date(today.getFullYear(), today.getMonth() - back, 1);
    const lastDay = back === 0 ? today.getDate() : new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
    for (const [fraction, label, category, type, min, max] of MONTH) {
      const day = Math.max(1, Math.ceil(fraction * lastDay));
      const amount = Math.round((min + random() * (max - min)) * 100) / 100;
      list.push({ id: list.length + 1, label, amount, type, category, date: dayKey(new Date(first.getFullYear(), first.getMonth(), day)) });
    }
  }
  return list;
}
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const locale = t('fr-FR', 'en-GB');
  const currency = t('EUR', 'GBP');
  return `import { ChevronLeft, ChevronRight, Download, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { dayKey, expenseCategories, incomeCategories, monthKey, seedTransactions, shiftMonth, type Kind, type Transaction } from '../data/budget';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

const SEED = seedTransactions();
const LIMITS = Object.fromEntries(expenseCategories.map((category) => [category.name, category.limit]));
const money = new Intl.NumberFormat('${locale}', { style: 'currency', currency: '${currency}' });
const shortMoney = new Intl.NumberFormat('${locale}', { style: 'currency', currency: '${currency}', maximumFractionDigits: 0 });
const monthName = (key: string, options: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' }) => {
  const text = new Date(\`\${key}-15T12:00:00\`).toLocaleDateString('${locale}', options);
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const sum = (list: Transaction[], type: Kind) => list.filter((item) => item.type === type).reduce((total, item) => total + item.amount, 0);

export default function BudgetPage() {
  const [transactions, setTransactions] = usePersistentState<Transaction[]>('budget:transactions', SEED);
  const [limits, setLimits] = usePersistentState<Record<string, number>>('budget:limites', LIMITS);
  const [month, setMonth] = useState(() => monthKey(new Date()));
  const [filter, setFilter] = useState('');
  const [type, setType] = useState<Kind>('expense');
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const [category, setCategory] = useState(expenseCategories[0]!.name);
  const [date, setDate] = useState(() => dayKey(new Date()));
  const [editing, setEditing] = useState<string | null>(null);

  const inMonth = transactions.filter((item) => item.date.startsWith(month));
  const income = sum(inMonth, 'income');
  const expenses = sum(inMonth, 'expense');
  const balance = income - expenses;
  const byCategory = expenseCategories.map(({ name }) => ({
    name,
    spent: inMonth.filter((item) => item.type === 'expense' && item.category === name).reduce((total, item) => total + item.amount, 0),
    limit: limits[name] ?? 0,
  }));
  const months = [-5, -4, -3, -2, -1, 0].map((delta) => {
    const key = shiftMonth(month, delta);
    const list = transactions.filter((item) => item.date.startsWith(key));
    return { key, income: sum(list, 'income'), expense: sum(list, 'expense') };
  });
  const highest = Math.max(1, ...months.map((entry) => Math.max(entry.income, entry.expense)));
  const shown = inMonth.filter((item) => !filter || item.category === filter).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const usedCategories = [...new Set(inMonth.map((item) => item.category))];

  const chooseType = (next: Kind) => {
    setType(next);
    setCategory(next === 'expense' ? expenseCategories[0]!.name : incomeCategories[0]!);
  };
  const exportCsv = () => {
    const rows = [['${t('Date', 'Date')}', '${t('Libellé', 'Description')}', '${t('Catégorie', 'Category')}', '${t('Type', 'Type')}', '${t('Montant', 'Amount')}'], ...shown.map((item) => [item.date, item.label, item.category, item.type === 'income' ? '${t('Revenu', 'Income')}' : '${t('Dépense', 'Expense')}', String(item.type === 'income' ? item.amount : -item.amount)])];
    const csv = rows.map((row) => row.map((cell) => \`"\${cell.replace(/"/g, '""')}"\`).join(';')).join('\\n');
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = \`budget-\${month}.csv\`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const totals = [
    { label: '${t('Solde', 'Balance')}', value: balance, tone: balance >= 0 ? theme.heading : 'text-rose-600' },
    { label: '${t('Revenus', 'Income')}', value: income, tone: 'text-emerald-600' },
    { label: '${t('Dépenses', 'Expenses')}', value: expenses, tone: 'text-rose-600' },
  ];

  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('Budget du mois', 'Monthly budget')}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <div className={\`inline-flex items-center rounded-full \${theme.card}\`}>
            <button type="button" onClick={() => setMonth((key) => shiftMonth(key, -1))} aria-label="${t('Mois précédent', 'Previous month')}" className="rounded-full p-2">
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            </button>
            <span className="min-w-36 text-center text-sm font-semibold" aria-live="polite" data-month="">{monthName(month)}</span>
            <button type="button" onClick={() => setMonth((key) => shiftMonth(key, 1))} aria-label="${t('Mois suivant', 'Next month')}" className="rounded-full p-2">
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          <button type="button" onClick={exportCsv} className={\`inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium \${theme.buttonSecondary}\`}>
            <Download className="h-4 w-4" aria-hidden="true" /> ${t('Exporter (CSV)', 'Export (CSV)')}
          </button>
        </div>
      </div>

      <section aria-label="${t('Totaux', 'Totals')}" className="mt-5 grid gap-3 sm:grid-cols-3">
        {totals.map((total) => (
          <div key={total.label} role="group" aria-label={total.label} className={\`rounded-2xl p-4 \${theme.card}\`}>
            <p className={\`text-xs font-medium uppercase tracking-wide \${theme.muted}\`}>{total.label}</p>
            <p className={\`mt-1 text-2xl font-bold \${total.tone}\`} data-total="">{money.format(total.value)}</p>
          </div>
        ))}
      </section>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section aria-label="${t('Dépenses par catégorie', 'Spending by category')}" className={\`min-w-0 rounded-2xl p-5 \${theme.card}\`}>
          <h3 className={\`font-semibold \${theme.heading}\`}>${t('Dépenses par catégorie', 'Spending by category')}</h3>
          <p className={\`text-xs \${theme.muted}\`}>${t('Dépensé / budget du mois — touchez le crayon pour changer un budget', 'Spent / monthly budget — tap the pencil to change a budget')}</p>
          <ul className="mt-4 space-y-3">
            {byCategory.map((entry) => {
              const over = entry.limit > 0 && entry.spent > entry.limit;
              const width = entry.limit > 0 ? Math.min(100, Math.round((entry.spent / entry.limit) * 100)) : entry.spent > 0 ? 100 : 0;
              return (
                <li key={entry.name}>
                  <div className="flex items-center gap-2 text-sm">
                    <span className="min-w-0 flex-1 truncate">{entry.name}</span>
                    {editing === entry.name ? (
                      <form
                        className="flex items-center gap-1"
                        onSubmit={(event) => {
                          event.preventDefault();
                          const field = event.currentTarget.elements.namedItem('limit') as HTMLInputElement;
                          const value = Number(field.value.replace(',', '.'));
                          if (Number.isFinite(value) && value >= 0) setLimits((all) => ({ ...all, [entry.name]: value }));
                          setEditing(null);
                        }}
                      >
                        <input name="limit" type="number" min="0" defaultValue={entry.limit} autoFocus aria-label={\`${t('Budget', 'Budget')} : \${entry.name}\`} className={\`w-24 rounded-md px-2 py-1 text-sm outline-none \${theme.input} \${theme.ring}\`} />
                        <button type="submit" className={\`rounded-md px-2 py-1 text-xs font-semibold \${theme.button}\`}>OK</button>
                      </form>
                    ) : (
                      <>
                        <span className={\`whitespace-nowrap \${over ? 'font-semibold text-rose-600' : theme.muted}\`}>
                          {shortMoney.format(entry.spent)} / {shortMoney.format(entry.limit)}
                        </span>
                        <button type="button" onClick={() => setEditing(entry.name)} aria-label={\`${t('Changer le budget', 'Change the budget')} : \${entry.name}\`} className={\`rounded p-1 \${theme.muted}\`}>
                          <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
                        </button>
                      </>
                    )}
                  </div>
                  <div className={\`mt-1 h-2.5 w-full overflow-hidden rounded-full \${theme.surface}\`}>
                    <div role="img" aria-label={\`\${entry.name} : \${money.format(entry.spent)}\`} className={\`h-2.5 rounded-full \${over ? 'bg-rose-500' : theme.bar}\`} style={{ width: \`\${width}%\` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-label="${t('Six derniers mois', 'Last six months')}" className={\`min-w-0 rounded-2xl p-5 \${theme.card}\`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className={\`font-semibold \${theme.heading}\`}>${t('Six derniers mois', 'Last six months')}</h3>
            <p className={\`flex gap-3 text-xs \${theme.muted}\`}>
              <span className="inline-flex items-center gap-1"><span className="h-2.5 w-2.5 rounded-sm bg-emerald-500" aria-hidden="true" /> ${t('Revenus', 'Income')}</span>
              <span className="inline-flex items-center gap-1"><span className="h-2.5 w-2.5 rounded-sm bg-rose-400" aria-hidden="true" /> ${t('Dépenses', 'Expenses')}</span>
            </p>
          </div>
          <div className="mt-4 flex h-56 items-end gap-2 border-b border-slate-400/30 sm:gap-4">
            {months.map((entry) => (
              <button
                key={entry.key}
                type="button"
                onClick={() => setMonth(entry.key)}
                aria-label={\`\${monthName(entry.key)} : ${t('revenus', 'income')} \${money.format(entry.income)}, ${t('dépenses', 'expenses')} \${money.format(entry.expense)}\`}
                aria-current={entry.key === month ? 'date' : undefined}
                className={\`flex min-w-0 flex-1 items-end justify-center gap-0.5 rounded-t-md pt-1 sm:gap-1 \${entry.key === month ? theme.surface : ''}\`}
              >
                <span role="img" aria-hidden="true" className="w-full max-w-6 rounded-t bg-emerald-500" style={{ height: \`\${entry.income ? Math.max(4, Math.round((entry.income / highest) * 200)) : 0}px\` }} />
                <span role="img" aria-hidden="true" className="w-full max-w-6 rounded-t bg-rose-400" style={{ height: \`\${entry.expense ? Math.max(4, Math.round((entry.expense / highest) * 200)) : 0}px\` }} />
              </button>
            ))}
          </div>
          <div className="mt-1 flex gap-2 sm:gap-4" aria-hidden="true">
            {months.map((entry) => (
              <span key={entry.key} className={\`min-w-0 flex-1 truncate text-center text-xs \${entry.key === month ? \`font-semibold \${theme.accentText}\` : theme.muted}\`}>
                {monthName(entry.key, { month: 'short' })}
              </span>
            ))}
          </div>
          <p className={\`mt-4 text-sm \${theme.muted}\`}>
            {balance >= 0 ? '${t('Mis de côté ce mois-ci :', 'Saved this month:')}' : '${t('Dépassement ce mois-ci :', 'Overspent this month:')}'}{' '}
            <strong className={balance >= 0 ? 'text-emerald-600' : 'text-rose-600'}>{money.format(Math.abs(balance))}</strong>
            {income > 0 ? \` (\${Math.round((Math.abs(balance) / income) * 100)} % ${t('des revenus', 'of income')})\` : ''}
          </p>
        </section>
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <section aria-label="${t('Opérations', 'Transactions')}" className={\`min-w-0 rounded-2xl p-5 lg:order-1 lg:col-span-2 \${theme.card}\`}>
          <h3 className={\`font-semibold \${theme.heading}\`}>${t('Opérations de', 'Transactions for')} {monthName(month)}</h3>
          <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label="${t('Filtrer par catégorie', 'Filter by category')}">
            {['', ...usedCategories].map((value) => (
              <button key={value || 'all'} type="button" aria-pressed={filter === value} onClick={() => setFilter(value)} className={\`rounded-full px-3 py-1 text-sm \${filter === value ? theme.button : theme.buttonSecondary}\`}>
                {value || '${t('Toutes', 'All')}'}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <p className={\`mt-4 text-sm \${theme.muted}\`}>${t('Pas d’opération ce mois-ci : saisissez-en une avec le formulaire.', 'No transactions this month: enter one with the form.')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-400/20">
              {shown.map((item) => (
                <li key={item.id} className="flex items-center gap-3 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{item.label}</p>
                    <p className={\`text-xs \${theme.muted}\`}>
                      {new Date(\`\${item.date}T12:00:00\`).toLocaleDateString('${locale}', { day: 'numeric', month: 'short' })} · <span className={\`rounded-full px-2 py-0.5 \${theme.accentSoft}\`}>{item.category}</span>
                    </p>
                  </div>
                  <span className={\`whitespace-nowrap font-semibold \${item.type === 'income' ? 'text-emerald-600' : ''}\`}>
                    {item.type === 'income' ? '+' : '−'}{money.format(item.amount)}
                  </span>
                  <button type="button" onClick={() => setTransactions((list) => list.filter((other) => other.id !== item.id))} aria-label={\`${t('Supprimer', 'Delete')} : \${item.label}\`} className={\`rounded p-1 \${theme.muted}\`}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <form
          aria-label="${t('Nouvelle opération', 'New transaction')}"
          className={\`order-first h-fit min-w-0 rounded-2xl p-5 lg:order-2 \${theme.card}\`}
          onSubmit={(event) => {
            event.preventDefault();
            const value = Number(amount.replace(',', '.'));
            if (!label.trim() || !Number.isFinite(value) || value <= 0 || !date) return;
            setTransactions((list) => [...list, { id: Date.now(), label: label.trim(), amount: Math.round(value * 100) / 100, type, category, date }]);
            setMonth(date.slice(0, 7));
            setFilter('');
            setLabel('');
            setAmount('');
          }}
        >
          <h3 className={\`font-semibold \${theme.heading}\`}>${t('Nouvelle opération', 'New transaction')}</h3>
          <div className={\`mt-3 grid grid-cols-2 gap-1 rounded-lg p-1 \${theme.surface}\`}>
            {([
              ['expense', '${t('Dépense', 'Expense')}'],
              ['income', '${t('Revenu', 'Income')}'],
            ] as [Kind, string][]).map(([value, text]) => (
              <button key={value} type="button" aria-pressed={type === value} onClick={() => chooseType(value)} className={\`rounded-md px-3 py-1.5 text-sm font-medium \${type === value ? theme.button : ''}\`}>
                {text}
              </button>
            ))}
          </div>
          <label className="mt-3 block text-sm">
            <span className={theme.muted}>${t('Libellé', 'Description')}</span>
            <input value={label} onChange={(event) => setLabel(event.target.value)} placeholder="${t('Ex. : courses du week-end', 'e.g. weekend shopping')}" className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
          </label>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <label className="block text-sm">
              <span className={theme.muted}>${t('Montant (€)', 'Amount (£)')}</span>
              <input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder="0" className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
            </label>
            <label className="block text-sm">
              <span className={theme.muted}>${t('Date', 'Date')}</span>
              <input type="date" value={date} onChange={(event) => setDate(event.target.value)} className={\`mt-1 w-full rounded-lg px-2 py-2 outline-none \${theme.input} \${theme.ring}\`} />
            </label>
          </div>
          <label className="mt-3 block text-sm">
            <span className={theme.muted}>${t('Catégorie', 'Category')}</span>
            <select value={category} onChange={(event) => setCategory(event.target.value)} className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`}>
              {(type === 'expense' ? expenseCategories.map((entry) => entry.name) : incomeCategories).map((name) => <option key={name} value={name}>{name}</option>)}
            </select>
          </label>
          <button type="submit" className={\`mt-4 inline-flex w-full items-center justify-center gap-1 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
            <Plus className="h-4 w-4" aria-hidden="true" /> ${t('Enregistrer l’opération', 'Save transaction')}
          </button>
        </form>
      </div>
    </section>
  );
}
`;
}

export const budgetKind: AppKind = {
  id: 'budget',
  keywords:
    /(?<!\p{L})(budgets?|budg[ée]taires?|d[ée]penses?|spending|expenses?|finances?|financi[eè]re?s?|argent|money|[ée]conomies|[ée]pargne|savings|transactions?|comptabilit[ée]|bookkeeping|revenus|income|salaires?|paycheck)(?!\p{L})/iu,
  appName: { fr: 'Mon Budget', en: 'My Budget' },
  tagline: { fr: 'Vos revenus, vos dépenses et votre solde, mois par mois.', en: 'Your income, spending and balance, month by month.' },
  page: { component: 'BudgetPage', path: { fr: '/budget', en: '/budget' }, label: { fr: 'Budget', en: 'Budget' }, icon: 'Wallet' },
  files: (context) => ({ 'src/data/budget.ts': data(context), 'src/pages/BudgetPage.tsx': page(context) }),
  summary: {
    fr: 'un budget mois par mois : solde, revenus et dépenses, dépenses par catégorie face à leur budget, graphique des six derniers mois, opérations à saisir, filtrer et supprimer, export CSV, le tout gardé',
    en: 'a month-by-month budget: balance, income and spending, spending by category against its budget, a six-month chart, transactions to enter, filter and delete, CSV export, all saved',
  },
};
