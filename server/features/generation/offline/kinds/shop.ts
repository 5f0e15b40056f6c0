import { type AppKind, type KindContext, tr } from './kind.js';

const PRODUCTS = {
  fr: [
    {
      id: 'bague',
      name: 'Bague en argent martelé',
      category: 'Bijoux',
      price: 48,
      maker: 'Atelier Margaux, Lyon',
      icon: 'gem',
      description: 'Argent 925 façonné et martelé à la main, pièce unique.',
    },
    {
      id: 'perles',
      name: 'Boucles d’oreilles perles',
      category: 'Bijoux',
      price: 35,
      maker: 'Maison Léonie, Nantes',
      icon: 'gem',
      description: 'Perles d’eau douce montées sur crochets en laiton doré.',
    },
    {
      id: 'collier',
      name: 'Collier pierre de lune',
      category: 'Bijoux',
      price: 62,
      maker: 'Atelier Margaux, Lyon',
      icon: 'sparkles',
      description: 'Pendentif serti clos sur une fine chaîne de 45 cm.',
    },
    {
      id: 'bol',
      name: 'Bol en grès émaillé',
      category: 'Céramique',
      price: 24,
      maker: 'Terre & Feu, Vallauris',
      icon: 'coffee',
      description: 'Tourné à la main, émail vert céladon, passe au lave-vaisselle.',
    },
    {
      id: 'tasse',
      name: 'Tasse bleu nuit',
      category: 'Céramique',
      price: 18,
      maker: 'Terre & Feu, Vallauris',
      icon: 'coffee',
      description: 'Grès chamotté, 25 cl, chaque tasse a ses nuances.',
    },
    {
      id: 'echarpe',
      name: 'Écharpe en laine mérinos',
      category: 'Vêtements',
      price: 55,
      maker: 'Les Fils d’Anna, Annecy',
      icon: 'shirt',
      description: 'Tricotée sur un métier ancien, douce et chaude.',
    },
    {
      id: 'veste',
      name: 'Veste en jean retravaillée',
      category: 'Vêtements',
      price: 89,
      maker: 'Seconde Main, Lille',
      icon: 'shirt',
      description: 'Pièce des années 80 brodée à la main, taille M.',
    },
    {
      id: 'bougie',
      name: 'Bougie à la cire d’abeille',
      category: 'Maison',
      price: 16,
      maker: 'Rucher du Vercors',
      icon: 'flame',
      description: 'Cire pure de nos ruches, 40 heures de combustion.',
    },
  ],
  en: [
    {
      id: 'ring',
      name: 'Hammered silver ring',
      category: 'Jewellery',
      price: 42,
      maker: 'Ivy & Thread, Bristol',
      icon: 'gem',
      description: 'Sterling silver shaped and hammered by hand, one of a kind.',
    },
    {
      id: 'earrings',
      name: 'Freshwater pearl earrings',
      category: 'Jewellery',
      price: 30,
      maker: 'Marlow Studio, Brighton',
      icon: 'gem',
      description: 'Freshwater pearls on gold-plated brass hooks.',
    },
    {
      id: 'necklace',
      name: 'Moonstone pendant',
      category: 'Jewellery',
      price: 55,
      maker: 'Ivy & Thread, Bristol',
      icon: 'sparkles',
      description: 'Bezel-set moonstone on a fine 45 cm chain.',
    },
    {
      id: 'bowl',
      name: 'Glazed stoneware bowl',
      category: 'Ceramics',
      price: 22,
      maker: 'Kiln & Co, Stoke',
      icon: 'coffee',
      description: 'Thrown by hand, celadon glaze, dishwasher safe.',
    },
    {
      id: 'mug',
      name: 'Midnight blue mug',
      category: 'Ceramics',
      price: 16,
      maker: 'Kiln & Co, Stoke',
      icon: 'coffee',
      description: 'Speckled stoneware, 250 ml, every mug is a little different.',
    },
    {
      id: 'scarf',
      name: 'Merino wool scarf',
      category: 'Clothing',
      price: 48,
      maker: 'Highland Loom, Inverness',
      icon: 'shirt',
      description: 'Woven on a vintage loom, soft and warm.',
    },
    {
      id: 'jacket',
      name: 'Reworked denim jacket',
      category: 'Clothing',
      price: 78,
      maker: 'Second Stitch, Leeds',
      icon: 'shirt',
      description: 'An 80s piece with hand embroidery, size M.',
    },
    {
      id: 'candle',
      name: 'Beeswax candle',
      category: 'Home',
      price: 14,
      maker: 'Cotswold Hives',
      icon: 'flame',
      description: 'Pure beeswax from our hives, burns for 40 hours.',
    },
  ],
};

function data(context: KindContext): string {
  return `export interface Product {
  id: string;
  name: string;
  category: string;
  price: number;
  maker: string;
  icon: 'gem' | 'sparkles' | 'coffee' | 'shirt' | 'flame';
  description: string;
}

export const products: Product[] = ${JSON.stringify(PRODUCTS[context.lang], null, 2)};
`;
}

function page(context: KindContext): string {
  const t = (fr: string, en: string) => tr(context.lang, fr, en);
  const locale = t('fr-FR', 'en-GB');
  const currency = t('EUR', 'GBP');
  return `import { CircleCheck, Coffee, Flame, Gem, Minus, PackageCheck, Plus, Search, Shirt, ShoppingBag, ShoppingCart, Sparkles, Trash2 } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { products, type Product } from '../data/shop';
import { usePersistentState } from '../lib/storage';
import { theme } from '../theme';

type Tab = 'catalogue' | 'cart' | 'orders';
interface CartLine {
  id: string;
  quantity: number;
}
interface Order {
  number: string;
  date: string;
  name: string;
  email: string;
  address: string;
  items: { name: string; quantity: number; price: number }[];
  total: number;
}

/** Les règles et leurs messages au même endroit : le formulaire les vérifie à l’envoi, puis à chaque frappe une fois l’erreur montrée. */
const checkoutSchema = z.object({
  name: z.string().trim().min(1, '${t('Indiquez votre nom.', 'Please enter your name.')}'),
  email: z.string().trim().min(1, '${t('Indiquez votre e-mail.', 'Please enter your email.')}').pipe(z.email('${t('Cet e-mail ne semble pas valide.', 'This email does not look valid.')}')),
  address: z.string().trim().min(1, '${t('Indiquez l’adresse de livraison.', 'Please enter the delivery address.')}'),
});
type Checkout = z.infer<typeof checkoutSchema>;
type Field = keyof Checkout;

const ICONS = { gem: Gem, sparkles: Sparkles, coffee: Coffee, shirt: Shirt, flame: Flame };
const SHIPPING = 4.9;
const FREE_FROM = 60;
const money = (value: number) => value.toLocaleString('${locale}', { style: 'currency', currency: '${currency}' });

function ProductPicture({ product, small = false }: { product: Product; small?: boolean }) {
  const Icon = ICONS[product.icon];
  return (
    <div className={\`flex shrink-0 items-center justify-center bg-gradient-to-br text-white \${theme.gradient} \${small ? 'h-14 w-14 rounded-xl' : 'h-28 w-full rounded-xl sm:h-36'}\`}>
      <Icon className={small ? 'h-6 w-6' : 'h-12 w-12 opacity-90'} aria-hidden="true" />
    </div>
  );
}

export default function ShopPage() {
  const [tab, setTab] = useState<Tab>('catalogue');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [cart, setCart] = usePersistentState<CartLine[]>('shop:cart', []);
  const [orders, setOrders] = usePersistentState<Order[]>('shop:orders', []);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Checkout>({ resolver: zodResolver(checkoutSchema), defaultValues: { name: '', email: '', address: '' } });
  const [confirmed, setConfirmed] = useState<Order | null>(null);

  const categories = [...new Set(products.map((product) => product.category))];
  const shown = products.filter(
    (product) =>
      (!category || product.category === category) &&
      \`\${product.name} \${product.maker} \${product.category}\`.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const lines = cart.map((line) => ({ ...line, product: products.find((product) => product.id === line.id) })).filter((line): line is CartLine & { product: Product } => Boolean(line.product));
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.product.price, 0);
  const shipping = subtotal === 0 || subtotal >= FREE_FROM ? 0 : SHIPPING;
  const total = subtotal + shipping;

  const add = (id: string) => {
    setConfirmed(null);
    setCart((list) => (list.some((line) => line.id === id) ? list.map((line) => (line.id === id ? { ...line, quantity: line.quantity + 1 } : line)) : [...list, { id, quantity: 1 }]));
  };
  const change = (id: string, step: number) =>
    setCart((list) => list.map((line) => (line.id === id ? { ...line, quantity: line.quantity + step } : line)).filter((line) => line.quantity > 0));
  const remove = (id: string) => setCart((list) => list.filter((line) => line.id !== id));

  const submit = (form: Checkout) => {
    if (lines.length === 0) return;
    const order: Order = {
      number: \`${t('CMD', 'ORD')}-\${String(Date.now()).slice(-6)}\`,
      date: new Date().toISOString(),
      ...form,
      items: lines.map((line) => ({ name: line.product.name, quantity: line.quantity, price: line.product.price })),
      total,
    };
    setOrders((list) => [order, ...list]);
    setCart([]);
    reset();
    setConfirmed(order);
  };

  // aria-invalid:, une variante, passe après la bordure du thème : le champ en erreur est bien entouré de rouge.
  const fieldClass = \`w-full rounded-lg px-3 py-2 outline-none aria-invalid:border-rose-500 \${theme.input} \${theme.ring}\`;

  return (
    <section className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label="${t('Vues de la boutique', 'Shop views')}" className="flex flex-wrap gap-2">
          {([
            ['catalogue', '${t('Catalogue', 'Catalogue')}'],
            ['cart', '${t('Panier', 'Cart')}'],
            ['orders', \`${t('Commandes', 'Orders')} (\${orders.length})\`],
          ] as [Tab, string][]).map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={tab === value}
              aria-label={value === 'cart' ? \`${t('Panier', 'Cart')} (\${count})\` : undefined}
              onClick={() => {
                setTab(value);
                setConfirmed(null);
              }}
              className={\`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium \${tab === value ? theme.button : theme.buttonSecondary}\`}
            >
              {value === 'cart' ? <ShoppingCart className="h-4 w-4" aria-hidden="true" /> : null}
              {label}
              {value === 'cart' ? (
                <span className={\`min-w-5 rounded-full px-1.5 text-xs font-bold \${tab === value ? 'bg-white/25' : theme.accentSoft}\`} aria-hidden="true">
                  {count}
                </span>
              ) : null}
            </button>
          ))}
        </div>
        <p className={\`text-sm \${theme.muted}\`}>${t('Livraison offerte dès', 'Free delivery from')} {money(FREE_FROM)}</p>
      </div>

      {tab === 'catalogue' ? (
        <>
          <div className="mt-5 flex flex-col gap-3 md:flex-row md:items-center">
            <label className="relative flex-1">
              <Search className={\`pointer-events-none absolute left-3 top-2.5 h-4 w-4 \${theme.muted}\`} aria-hidden="true" />
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                aria-label="${t('Rechercher un produit', 'Search products')}"
                placeholder="${t('Rechercher un produit, un atelier…', 'Search a product or a maker…')}"
                className={\`w-full rounded-lg py-2 pl-9 pr-3 outline-none \${theme.input} \${theme.ring}\`}
              />
            </label>
            <div className="flex flex-wrap gap-2" aria-label="${t('Catégories', 'Categories')}">
              {['', ...categories].map((value) => (
                <button key={value || 'all'} type="button" aria-pressed={category === value} onClick={() => setCategory(value)} className={\`rounded-full px-3 py-1 text-sm \${category === value ? theme.button : theme.buttonSecondary}\`}>
                  {value || '${t('Tout', 'All')}'}
                </button>
              ))}
            </div>
          </div>
          {shown.length === 0 ? (
            <p className={\`mt-8 text-sm \${theme.muted}\`}>${t('Aucun produit ne correspond à votre recherche.', 'No product matches your search.')}</p>
          ) : (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {shown.map((product) => {
                const inCart = cart.find((line) => line.id === product.id)?.quantity ?? 0;
                return (
                  <li key={product.id} className={\`flex flex-col rounded-2xl p-4 \${theme.card}\`}>
                    <ProductPicture product={product} />
                    <p className={\`mt-3 text-xs font-medium uppercase tracking-wide \${theme.accentText}\`}>{product.category}</p>
                    <h3 className={\`mt-1 font-semibold \${theme.heading}\`}>{product.name}</h3>
                    <p className={\`mt-1 text-sm \${theme.muted}\`}>{product.description}</p>
                    <p className={\`mt-1 text-xs \${theme.muted}\`}>{product.maker}</p>
                    <div className="mt-auto flex items-center justify-between gap-2 pt-4">
                      <span className={\`text-lg font-bold \${theme.heading}\`}>{money(product.price)}</span>
                      {inCart > 0 ? <span className={\`rounded-full px-2 py-0.5 text-xs \${theme.accentSoft}\`}>{inCart} ${t('au panier', 'in cart')}</span> : null}
                    </div>
                    <button
                      type="button"
                      onClick={() => add(product.id)}
                      aria-label={\`${t('Ajouter au panier', 'Add to cart')} : \${product.name}\`}
                      className={\`mt-3 inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}
                    >
                      <ShoppingBag className="h-4 w-4" aria-hidden="true" /> ${t('Ajouter au panier', 'Add to cart')}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      ) : null}

      {tab === 'cart' ? (
        confirmed ? (
          <div role="status" className={\`mx-auto mt-8 max-w-xl rounded-2xl p-6 text-center \${theme.card}\`}>
            <CircleCheck className="mx-auto h-12 w-12 text-emerald-500" aria-hidden="true" />
            <h2 className={\`mt-3 text-2xl font-bold \${theme.heading}\`}>${t('Merci,', 'Thank you,')} {confirmed.name}${t('\u00a0!', '!')}</h2>
            <p className="mt-2">
              ${t('Votre commande n°', 'Your order no.')} <strong>{confirmed.number}</strong> ${t('est confirmée', 'is confirmed')} ({money(confirmed.total)}).
            </p>
            <p className={\`mt-1 text-sm \${theme.muted}\`}>${t('Un récapitulatif part à', 'A summary is on its way to')} {confirmed.email}.</p>
            <div className="mt-5 flex flex-wrap justify-center gap-2">
              <button type="button" onClick={() => { setConfirmed(null); setTab('catalogue'); }} className={\`rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
                ${t('Continuer mes achats', 'Keep shopping')}
              </button>
              <button type="button" onClick={() => { setConfirmed(null); setTab('orders'); }} className={\`rounded-lg px-4 py-2 text-sm font-semibold \${theme.buttonSecondary}\`}>
                ${t('Voir mes commandes', 'See my orders')}
              </button>
            </div>
          </div>
        ) : lines.length === 0 ? (
          <div className={\`mt-6 rounded-2xl p-8 text-center \${theme.card}\`}>
            <ShoppingCart className={\`mx-auto h-10 w-10 \${theme.muted}\`} aria-hidden="true" />
            <p className={\`mt-3 \${theme.muted}\`}>${t('Votre panier est vide pour l’instant.', 'Your cart is empty for now.')}</p>
            <button type="button" onClick={() => setTab('catalogue')} className={\`mt-4 rounded-lg px-4 py-2 text-sm font-semibold \${theme.button}\`}>
              ${t('Voir le catalogue', 'Browse the catalogue')}
            </button>
          </div>
        ) : (
          <div className="mt-6 grid gap-6 lg:grid-cols-5">
            <section aria-label="${t('Articles du panier', 'Cart items')}" className={\`self-start rounded-2xl p-5 lg:col-span-3 \${theme.card}\`}>
              <h2 className={\`text-lg font-semibold \${theme.heading}\`}>${t('Votre panier', 'Your cart')}</h2>
              <ul className="mt-3 divide-y divide-slate-200/60">
                {lines.map((line) => (
                  <li key={line.id} className="flex gap-3 py-3">
                    <ProductPicture product={line.product} small />
                    <div className="min-w-0 flex-1">
                      <div className="flex items-start justify-between gap-2">
                        <div className="min-w-0">
                          <p className="font-medium">{line.product.name}</p>
                          <p className={\`text-sm \${theme.muted}\`}>{money(line.product.price)}</p>
                        </div>
                        <button type="button" onClick={() => remove(line.id)} aria-label={\`${t('Enlever du panier', 'Remove from cart')} : \${line.product.name}\`} className={\`rounded-lg p-1.5 \${theme.muted}\`}>
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        </button>
                      </div>
                      <div className="mt-2 flex items-center justify-between gap-2">
                        <div className="flex items-center gap-1">
                          <button type="button" onClick={() => change(line.id, -1)} aria-label={\`${t('Retirer un', 'One less')} : \${line.product.name}\`} className={\`rounded-lg p-1.5 \${theme.buttonSecondary}\`}>
                            <Minus className="h-4 w-4" aria-hidden="true" />
                          </button>
                          <span className="w-8 text-center font-semibold" aria-label={\`${t('Quantité', 'Quantity')} : \${line.product.name}\`}>{line.quantity}</span>
                          <button type="button" onClick={() => change(line.id, 1)} aria-label={\`${t('Un de plus', 'One more')} : \${line.product.name}\`} className={\`rounded-lg p-1.5 \${theme.buttonSecondary}\`}>
                            <Plus className="h-4 w-4" aria-hidden="true" />
                          </button>
                        </div>
                        <span className="font-semibold">{money(line.quantity * line.product.price)}</span>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
              <dl className="mt-4 space-y-1 border-t border-slate-200/60 pt-4 text-sm">
                <div className="flex justify-between"><dt className={theme.muted}>${t('Sous-total', 'Subtotal')}</dt><dd>{money(subtotal)}</dd></div>
                <div className="flex justify-between"><dt className={theme.muted}>${t('Livraison', 'Delivery')}</dt><dd>{shipping === 0 ? '${t('Offerte', 'Free')}' : money(shipping)}</dd></div>
                <div className={\`flex justify-between text-lg font-bold \${theme.heading}\`}><dt>${t('Total', 'Total')}</dt><dd data-testid="cart-total">{money(total)}</dd></div>
              </dl>
            </section>
            <form noValidate aria-label="${t('Commande', 'Checkout')}" className={\`self-start rounded-2xl p-5 lg:col-span-2 \${theme.card}\`} onSubmit={handleSubmit(submit)}>
              <h2 className={\`text-lg font-semibold \${theme.heading}\`}>${t('Livraison', 'Delivery details')}</h2>
              {([
                ['name', '${t('Nom complet', 'Full name')}', 'text', '${t('Camille Martin', 'Jamie Taylor')}'],
                ['email', '${t('E-mail', 'Email')}', 'email', '${t('camille@exemple.fr', 'jamie@example.com')}'],
              ] as [Field, string, string, string][]).map(([field, label, type, placeholder]) => (
                <div key={field} className="mt-3">
                  <label htmlFor={\`shop-\${field}\`} className="block text-sm font-medium">{label}</label>
                  <input
                    id={\`shop-\${field}\`}
                    aria-describedby={errors[field] ? \`shop-\${field}-error\` : undefined}
                    type={type}
                    {...register(field)}
                    placeholder={placeholder}
                    aria-invalid={Boolean(errors[field])}
                    className={\`mt-1 \${fieldClass}\`}
                  />
                  {errors[field] ? <span id={\`shop-\${field}-error\`} role="alert" className="mt-1 block text-xs text-rose-600">{errors[field].message}</span> : null}
                </div>
              ))}
              <div className="mt-3">
                <label htmlFor="shop-address" className="block text-sm font-medium">${t('Adresse de livraison', 'Delivery address')}</label>
                <textarea
                  id="shop-address"
                  aria-describedby={errors.address ? 'shop-address-error' : undefined}
                  {...register('address')}
                  rows={3}
                  placeholder="${t('12 rue des Lilas, 69003 Lyon', '12 Rose Lane, Bristol BS1 4DJ')}"
                  aria-invalid={Boolean(errors.address)}
                  className={\`mt-1 \${fieldClass}\`}
                />
                {errors.address ? <span id="shop-address-error" role="alert" className="mt-1 block text-xs text-rose-600">{errors.address.message}</span> : null}
              </div>
              <button type="submit" className={\`mt-5 inline-flex w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold \${theme.button}\`}>
                <PackageCheck className="h-5 w-5" aria-hidden="true" /> ${t('Commander', 'Place order')} · {money(total)}
              </button>
            </form>
          </div>
        )
      ) : null}

      {tab === 'orders' ? (
        orders.length === 0 ? (
          <p className={\`mt-8 text-sm \${theme.muted}\`}>${t('Aucune commande pour le moment.', 'No orders yet.')}</p>
        ) : (
          <ul className="mt-6 space-y-3">
            {orders.map((order) => (
              <li key={order.number} className={\`rounded-2xl p-5 \${theme.card}\`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className={\`font-semibold \${theme.heading}\`}>${t('Commande', 'Order')} {order.number}</h3>
                  <span className={\`rounded-full px-2 py-0.5 text-xs \${theme.accentSoft}\`}>${t('En préparation', 'Being prepared')}</span>
                </div>
                <p className={\`mt-1 text-sm \${theme.muted}\`}>
                  {new Date(order.date).toLocaleDateString('${locale}')} · {order.name} · {order.address}
                </p>
                <p className="mt-2 text-sm">{order.items.map((item) => \`\${item.quantity} × \${item.name}\`).join(', ')}</p>
                <p className={\`mt-2 font-bold \${theme.heading}\`}>{money(order.total)}</p>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
`;
}

export const shopKind: AppKind = {
  id: 'shop',
  keywords:
    /\b(boutiques?|e-?commerce|paniers?|shop|shops|store|stores|online store|shopping cart|cart|checkout|catalogue|catalog|produits?|products?|bijoux|jewell?ery|v[êe]tements|clothes|clothing|merch|vendre en ligne|sell online|formulaire de commande|artisans?)\b/iu,
  appName: { fr: 'Ma Boutique', en: 'The Shop' },
  tagline: {
    fr: 'Des créations d’artisans, choisies avec soin et livrées chez vous.',
    en: 'Handcrafted pieces, a cart and checkout in two minutes.',
  },
  page: { component: 'ShopPage', path: { fr: '/boutique', en: '/shop' }, label: { fr: 'Boutique', en: 'Shop' }, icon: 'ShoppingBag' },
  files: (context) => ({ 'src/data/shop.ts': data(context), 'src/pages/ShopPage.tsx': page(context) }),
  dependencies: { 'react-hook-form': '^7.60.0', zod: '^4.0.0', '@hookform/resolvers': '^7.0.0' },
  summary: {
    fr: 'une boutique avec catalogue filtrable, recherche, panier gardé (quantités, total, livraison) et un formulaire de commande qui confirme avec un numéro',
    en: 'a shop with a filterable catalogue, search, a saved cart (quantities, total, delivery) and a checkout form that confirms with an order number',
  },
};
