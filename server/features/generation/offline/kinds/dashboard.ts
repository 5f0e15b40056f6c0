import { type AppKind, type KindContext, tr } from './kind.js';
import { inputField, selectField } from './form-fields.js';

/** Products sold, with a unit price and the quantities of a typical entry (min, max). */
const PRODUCTS = {
  fr: [
    { name: 'Baguette tradition', price: 1.3, min: 20, max: 60 },
    { name: 'Croissant', price: 1.2, min: 15, max: 40 },
    { name: 'Pain au chocolat', price: 1.4, min: 15, max: 35 },
    { name: 'Pain de campagne', price: 3.8, min: 4, max: 14 },
    { name: 'Tarte aux pommes', price: 18, min: 1, max: 4 },
    { name: 'Éclair au chocolat', price: 2.9, min: 5, max: 18 },
  ],
  en: [
    { name: 'Starter plan', price: 19, min: 1, max: 6 },
    { name: 'Pro plan', price: 49, min: 1, max: 4 },
    { name: 'Team plan', price: 129, min: 1, max: 2 },
    { name: 'Onboarding session', price: 150, min: 1, max: 1 },
    { name: 'Extra seats', price: 12, min: 2, max: 10 },
  ],
};

const STOCKS = {
  fr: [
    { id: 'farine', name: 'Farine T65', unit: 'kg', quantity: 140, capacity: 300, alert: 80, step: 25 },
    { id: 'seigle', name: 'Farine de seigle', unit: 'kg', quantity: 18, capacity: 100, alert: 25, step: 10 },
    { id: 'beurre', name: 'Beurre', unit: 'kg', quantity: 26, capacity: 60, alert: 15, step: 5 },
    { id: 'sucre', name: 'Sucre', unit: 'kg', quantity: 42, capacity: 80, alert: 20, step: 5 },
    { id: 'levure', name: 'Levure', unit: 'kg', quantity: 4, capacity: 10, alert: 2, step: 1 },
  ],
  en: [
    { id: 'seats', name: 'Seats available', unit: '', quantity: 14, capacity: 50, alert: 10, step: 5 },
    { id: 'storage', name: 'Storage', unit: 'GB', quantity: 320, capacity: 500, alert: 100, step: 50 },
    { id: 'credits', name: 'API credits', unit: '', quantity: 12000, capacity: 100000, alert: 20000, step: 5000 },
    { id: 'support', name: 'Support hours', unit: 'h', quantity: 22, capacity: 40, alert: 8, step: 2 },
  ],
};

function data(context: KindContext): string {
  return `export interface Product {
  name: string;
  price: number;
  min: number;
  max: number;
}

export interface Sale {
  id: number;
  date: string;
  product: string;
  quantity: number;
  amount: number;
}

export interface StockItem {
  id: string;
  name: string;
  unit: string;
  quantity: number;
  capacity: number;
  alert: number;
  step: number;
}

export const products: Product[] = ${JSON.stringify(PRODUCTS[context.lang], null, 2)};

export const stockSeed: StockItem[] = ${JSON.stringify(STOCKS[context.lang], null, 2)};

/** A day as 'yyyy-mm-dd', in local time. */
export function dayKey(date: Date): string {
  return [date.getFullYear(), String(date.getMonth() + 1).padStart(2, '0'), String(date.getDate()).padStart(2, '0')].join('-');
}

/** Noon, \`days\` days ago. */
export function daysAgo(days: number): Date {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() - days);
  return date;
}

/** Sixty days of plausible sales up to today (always the same ones), busier at the weekend. */
export function seedSales(): Sale[] {
  let state = 7;
  const random = () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
  const weekday = [1.35, 0.8, 0.9, 0.95, 1, 1.1, 1.45];
  const sales: Sale[] = [];
  for (let ago = 59; ago >= 0; ago -= 1) {
    const date = daysAgo(ago);
    const entries = 1 + Math.floor(random() * 4);
    for (let n = 0; n < entries; n += 1) {
      const product = products[Math.floor(random() * products.length)]!;
      const base = product.min + Math.floor(random() * (product.max - product.min + 1));
      const quantity = Math.max(1, Math.round(base * weekday[date.getDay()]!));
      sales.push({ id: sales.length + 1, date: dayKey(date), product: product.name, quantity, amount: Math.round(quantity * product.price * 100) / 100 });
    }
  }
  return sales;
}
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const locale = t('fr-FR', 'en-GB');
  const moneyLocale = t('fr-FR', 'en-US');
  const currency = t('EUR', 'USD');
  return `import { Minus, Plus, Trash2, TrendingDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { dayKey, daysAgo, products, seedSales, stockSeed, type Sale, type StockItem } from '../data/dashboard';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

type Period = 7 | 30;

const SEED = seedSales();
const wholeMoney = new Intl.NumberFormat('${moneyLocale}', { style: 'currency', currency: '${currency}', maximumFractionDigits: 0 });
const exactMoney = new Intl.NumberFormat('${moneyLocale}', { style: 'currency', currency: '${currency}' });
const count = new Intl.NumberFormat('${locale}');
const dayLabel = (key: string, options: Intl.DateTimeFormatOptions) => new Date(\`\${key}T12:00:00\`).toLocaleDateString('${locale}', options);

/** The days of a period, oldest first; \`offset\` periods earlier. */
function periodDays(period: Period, offset = 0): string[] {
  return Array.from({ length: period }, (_, index) => dayKey(daysAgo(period * (offset + 1) - 1 - index)));
}

function totals(sales: Sale[]) {
  const revenue = sales.reduce((sum, sale) => sum + sale.amount, 0);
  const items = sales.reduce((sum, sale) => sum + sale.quantity, 0);
  return { revenue, orders: sales.length, items, basket: sales.length ? revenue / sales.length : 0 };
}

function Change({ now, before }: { now: number; before: number }) {
  if (!before) return null;
  const change = Math.round(((now - before) / before) * 100);
  const up = change >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span className={\`inline-flex items-center gap-1 text-xs font-medium \${up ? 'text-emerald-600' : 'text-rose-600'}\`}>
      <Icon className="h-3.5 w-3.5" aria-hidden="true" /> {up ? '+' : ''}{change} %
    </span>
  );
}

export default function DashboardPage() {
  const [period, setPeriod] = useState<Period>(7);
  const [sales, setSales] = usePersistentState<Sale[]>('dashboard:ventes', SEED);
  const [stocks, setStocks] = usePersistentState<StockItem[]>('dashboard:stocks', stockSeed);
  const [product, setProduct] = useState(products[0]!.name);
  const [quantity, setQuantity] = useState('1');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(() => dayKey(new Date()));

  const days = periodDays(period);
  const previousDays = periodDays(period, 1);
  const current = sales.filter((sale) => days.includes(sale.date));
  const now = totals(current);
  const before = totals(sales.filter((sale) => previousDays.includes(sale.date)));
  const series = days.map((key) => ({ key, total: current.filter((sale) => sale.date === key).reduce((sum, sale) => sum + sale.amount, 0) }));
  const highest = Math.max(1, ...series.map((point) => point.total));
  const best = products
    .map((item) => ({ name: item.name, total: current.filter((sale) => sale.product === item.name).reduce((sum, sale) => sum + sale.amount, 0) }))
    .sort((a, b) => b.total - a.total);
  const bestTop = Math.max(1, best[0]?.total ?? 0);
  const recent = [...sales].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).slice(0, 10);
  const bestDay = series.reduce((top, point) => (point.total > top.total ? point : top), series[0]!);
  const unitPrice = products.find((item) => item.name === product)?.price ?? 0;
  const suggested = Math.round(unitPrice * (Number(quantity) || 0) * 100) / 100;

  const kpis = [
    { label: '${t('Chiffre d’affaires', 'Revenue')}', value: wholeMoney.format(now.revenue), now: now.revenue, before: before.revenue },
    { label: '${t('Ventes', 'Orders')}', value: count.format(now.orders), now: now.orders, before: before.orders },
    { label: '${t('Articles vendus', 'Units sold')}', value: count.format(now.items), now: now.items, before: before.items },
    { label: '${t('Panier moyen', 'Average order')}', value: exactMoney.format(now.basket), now: now.basket, before: before.basket },
  ];

  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className={\`text-2xl font-bold \${theme.heading}\`}>${t('Tableau de bord', 'Dashboard')}</h2>
          <p className={\`text-sm \${theme.muted}\`}>
            {period === 7 ? '${t('Les 7 derniers jours', 'The last 7 days')}' : '${t('Les 30 derniers jours', 'The last 30 days')}'}, ${t('comparés à la période précédente', 'compared with the period before')}
          </p>
        </div>
        <div role="tablist" aria-label="${t('Période', 'Period')}" className={\`inline-flex rounded-full p-1 \${theme.surface}\`}>
          {([7, 30] as Period[]).map((value) => (
            <button key={value} type="button" role="tab" aria-selected={period === value} onClick={() => setPeriod(value)} className={\`rounded-full px-4 py-1.5 text-sm font-medium \${period === value ? theme.button : ''}\`}>
              {value} ${t('jours', 'days')}
            </button>
          ))}
        </div>
      </div>

      <section aria-label="${t('Indicateurs', 'Key figures')}" className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {kpis.map((kpi) => (
          <div key={kpi.label} role="group" aria-label={kpi.label} className={\`min-w-0 rounded-2xl p-4 \${theme.card}\`}>
            <p className={\`text-xs font-medium uppercase tracking-wide \${theme.muted}\`}>{kpi.label}</p>
            <p className={\`mt-1 truncate text-xl font-bold sm:text-2xl \${theme.heading}\`} data-kpi="">{kpi.value}</p>
            <Change now={kpi.now} before={kpi.before} />
          </div>
        ))}
      </section>

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <section aria-label="${t('Chiffre d’affaires par jour', 'Revenue per day')}" className={\`min-w-0 rounded-2xl p-5 lg:col-span-2 \${theme.card}\`}>
          <h3 className={\`font-semibold \${theme.heading}\`}>${t('Chiffre d’affaires par jour', 'Revenue per day')}</h3>
          <div className={\`mt-4 flex h-52 items-end border-b border-slate-400/30 \${period === 7 ? 'gap-2 sm:gap-4' : 'gap-0.5 sm:gap-1'}\`}>
            {series.map((point) => {
              const label = \`\${dayLabel(point.key, { weekday: 'short', day: 'numeric', month: 'short' })}${t(' : ', ': ')}\${exactMoney.format(point.total)}\`;
              return (
                <div key={point.key} className="flex min-w-0 flex-1 justify-center">
                  <div
                    role="img"
                    aria-label={label}
                    title={label}
                    className={\`w-full max-w-12 rounded-t-md transition-all \${theme.bar}\`}
                    style={{ height: \`\${point.total ? Math.max(6, Math.round((point.total / highest) * 196)) : 2}px\` }}
                  />
                </div>
              );
            })}
          </div>
          <div className={\`mt-1 flex \${period === 7 ? 'gap-2 sm:gap-4' : 'gap-0.5 sm:gap-1'}\`} aria-hidden="true">
            {series.map((point, index) => (
              <span key={point.key} className={\`min-w-0 flex-1 overflow-visible whitespace-nowrap text-center text-[11px] \${theme.muted}\`}>
                {period === 7 ? dayLabel(point.key, { weekday: 'short' }) : index % 6 === 5 || index === 0 ? dayLabel(point.key, { day: 'numeric', month: 'numeric' }) : ''}
              </span>
            ))}
          </div>
          <p className={\`mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm \${theme.muted}\`}>
            <span>
              ${t('Meilleur jour :', 'Best day:')} <strong className={theme.heading}>{dayLabel(bestDay.key, { weekday: 'long', day: 'numeric', month: 'long' })}</strong> ({exactMoney.format(bestDay.total)})
            </span>
            <span>
              ${t('Moyenne par jour :', 'Daily average:')} <strong className={theme.heading}>{exactMoney.format(now.revenue / period)}</strong>
            </span>
          </p>
        </section>

        <section aria-label="${t('Meilleures ventes', 'Best sellers')}" className={\`min-w-0 rounded-2xl p-5 \${theme.card}\`}>
          <h3 className={\`font-semibold \${theme.heading}\`}>${t('Meilleures ventes', 'Best sellers')}</h3>
          <ul className="mt-4 space-y-3">
            {best.map((item) => (
              <li key={item.name}>
                <div className="flex justify-between gap-2 text-sm">
                  <span className="truncate">{item.name}</span>
                  <span className={theme.muted}>{wholeMoney.format(item.total)}</span>
                </div>
                <div className={\`mt-1 h-2 w-full overflow-hidden rounded-full \${theme.surface}\`}>
                  <div className={\`h-2 rounded-full \${theme.bar}\`} style={{ width: \`\${Math.round((item.total / bestTop) * 100)}%\` }} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <section aria-label="${t('Dernières ventes', 'Latest sales')}" className={\`min-w-0 rounded-2xl p-5 lg:col-span-2 \${theme.card}\`}>
          <h3 className={\`font-semibold \${theme.heading}\`}>${t('Dernières ventes', 'Latest sales')}</h3>
          {recent.length === 0 ? (
            <p className={\`mt-4 text-sm \${theme.muted}\`}>${t('Pas encore de vente : enregistrez la première avec le formulaire.', 'No sales yet: record the first one with the form.')}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className={theme.muted}>
                  <tr>
                    <th className="py-2 pr-2 font-medium">${t('Date', 'Date')}</th>
                    <th className="py-2 pr-2 font-medium">${t('Produit', 'Product')}</th>
                    <th className="py-2 pr-2 text-right font-medium">${t('Qté', 'Qty')}</th>
                    <th className="py-2 pr-2 text-right font-medium">${t('Montant', 'Amount')}</th>
                    <th className="py-2"><span className="sr-only">${t('Actions', 'Actions')}</span></th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-400/20">
                  {recent.map((sale) => (
                    <tr key={sale.id}>
                      <td className={\`whitespace-nowrap py-2 pr-2 \${theme.muted}\`}>{dayLabel(sale.date, { day: 'numeric', month: 'short' })}</td>
                      <td className="py-2 pr-2">{sale.product}</td>
                      <td className="py-2 pr-2 text-right">{sale.quantity}</td>
                      <td className="whitespace-nowrap py-2 pr-2 text-right font-medium">{exactMoney.format(sale.amount)}</td>
                      <td className="py-2 text-right">
                        <button type="button" onClick={() => setSales((list) => list.filter((other) => other.id !== sale.id))} aria-label={\`${t('Supprimer la vente', 'Delete sale')} : \${sale.product}\`} className={\`rounded p-1 \${theme.muted}\`}>
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className={\`mt-3 text-xs \${theme.muted}\`}>
                {sales.length} ${t('ventes enregistrées au total', 'sales recorded in all')} · {exactMoney.format(sales.reduce((sum, sale) => sum + sale.amount, 0))}
              </p>
            </div>
          )}
        </section>

        <div className="min-w-0 space-y-4">
          <form
            aria-label="${t('Nouvelle vente', 'New sale')}"
            className={\`rounded-2xl p-5 \${theme.card}\`}
            onSubmit={(event) => {
              event.preventDefault();
              const units = Math.max(1, Math.round(Number(quantity) || 1));
              const total = amount.trim() ? Number(amount.replace(',', '.')) : suggested;
              if (!Number.isFinite(total) || total <= 0 || !date) return;
              setSales((list) => [...list, { id: Date.now(), date, product, quantity: units, amount: Math.round(total * 100) / 100 }]);
              setQuantity('1');
              setAmount('');
            }}
          >
            <h3 className={\`font-semibold \${theme.heading}\`}>${t('Nouvelle vente', 'New sale')}</h3>
${selectField({ indent: '            ', label: t('Produit', 'Product'), state: 'product', setter: 'setProduct', list: 'products', item: 'item' })}
            <div className="mt-3 grid grid-cols-2 gap-3">
${inputField({
  indent: '              ',
  label: t('Quantité', 'Quantity'),
  attributes: 'type="number" min="1" value={quantity} onChange={(event) => setQuantity(event.target.value)}',
})}
${inputField({
  indent: '              ',
  label: t('Montant (€)', 'Amount ($)'),
  attributes: `inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder={suggested.toLocaleString('${locale}', { minimumFractionDigits: 2 })}`,
})}
            </div>
            <label className="mt-3 block text-sm">
              <span className={theme.muted}>${t('Date', 'Date')}</span>
              <input type="date" value={date} onChange={(event) => setDate(event.target.value)} className={\`mt-1 w-full rounded-lg px-3 py-2 outline-none \${theme.input} \${theme.ring}\`} />
            </label>
            <button type="submit" className={\`mt-4 inline-flex w-full items-center justify-center gap-1 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
              <Plus className="h-4 w-4" aria-hidden="true" /> ${t('Enregistrer la vente', 'Record sale')}
            </button>
          </form>

          <section aria-label="${t('Stocks', 'Resources')}" className={\`rounded-2xl p-5 \${theme.card}\`}>
            <h3 className={\`font-semibold \${theme.heading}\`}>${t('Stocks', 'Resources')}</h3>
            <ul className="mt-3 space-y-3">
              {stocks.map((item) => {
                const low = item.quantity <= item.alert;
                const change = (step: number) => setStocks((list) => list.map((other) => (other.id === item.id ? { ...other, quantity: Math.max(0, other.quantity + step) } : other)));
                return (
                  <li key={item.id}>
                    <div className="flex items-center gap-2 text-sm">
                      <span className="min-w-0 flex-1 truncate">{item.name}</span>
                      {low ? <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-medium text-rose-700">${t('Stock bas', 'Low')}</span> : null}
                      <span className="whitespace-nowrap font-medium">{count.format(item.quantity)}{item.unit ? \` \${item.unit}\` : ''}</span>
                      <button type="button" onClick={() => change(-item.step)} aria-label={\`${t('Retirer', 'Decrease')} : \${item.name}\`} className={\`rounded p-1 \${theme.buttonSecondary}\`}>
                        <Minus className="h-3.5 w-3.5" aria-hidden="true" />
                      </button>
                      <button type="button" onClick={() => change(item.step)} aria-label={\`${t('Réapprovisionner', 'Top up')} : \${item.name}\`} className={\`rounded p-1 \${theme.buttonSecondary}\`}>
                        <Plus className="h-3.5 w-3.5" aria-hidden="true" />
                      </button>
                    </div>
                    <div className={\`mt-1 h-2 w-full overflow-hidden rounded-full \${theme.surface}\`}>
                      <div className={\`h-2 rounded-full \${low ? 'bg-rose-500' : theme.bar}\`} style={{ width: \`\${Math.min(100, Math.round((item.quantity / item.capacity) * 100))}%\` }} />
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      </div>
    </section>
  );
}
`;
}

export const dashboardKind: AppKind = {
  id: 'dashboard',
  keywords:
    /\b(tableaux? de bord|dashboards?|statistiques?|stats|analytics|analytiques?|kpis?|ventes?|sales|chiffres? d'affaires|chiffre d’affaires|revenue|indicateurs?|reporting|m[ée]triques?|metrics|stocks?|inventaires?|inventory)\b/iu,
  appName: { fr: 'Mon Tableau de bord', en: 'My Dashboard' },
  tagline: { fr: 'Vos ventes, vos indicateurs et vos stocks d’un coup d’œil.', en: 'Your sales, key figures and resources at a glance.' },
  page: {
    component: 'DashboardPage',
    path: { fr: '/tableau-de-bord', en: '/dashboard' },
    label: { fr: 'Tableau de bord', en: 'Dashboard' },
    icon: 'LayoutDashboard',
  },
  files: (context) => ({ 'src/data/dashboard.ts': data(context), 'src/pages/DashboardPage.tsx': page(context) }),
  summary: {
    fr: 'un tableau de bord des ventes : indicateurs sur 7 ou 30 jours comparés à la période précédente, graphique par jour, meilleures ventes, dernières ventes, saisie d’une vente et niveaux de stock, le tout gardé',
    en: 'a sales dashboard: key figures over 7 or 30 days compared with the period before, a daily revenue chart, best sellers, latest sales, a form to record a sale and resource levels, all saved',
  },
};
