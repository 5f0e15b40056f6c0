export type Currency = 'EUR' | 'USD' | 'GBP' | 'CHF' | 'JPY' | 'CAD' | 'MAD';

export const currencies: { code: Currency; name: string; flag: string }[] = [
  { code: 'EUR', name: 'Euro', flag: '🇪🇺' },
  { code: 'USD', name: 'Dollar américain', flag: '🇺🇸' },
  { code: 'GBP', name: 'Livre sterling', flag: '🇬🇧' },
  { code: 'CHF', name: 'Franc suisse', flag: '🇨🇭' },
  { code: 'JPY', name: 'Yen', flag: '🇯🇵' },
  { code: 'CAD', name: 'Dollar canadien', flag: '🇨🇦' },
  { code: 'MAD', name: 'Dirham marocain', flag: '🇲🇦' },
];

// Taux de référence (1 EUR = x), relevés à la main : l'app fonctionne hors ligne.
const EUR_RATES: Record<Currency, number> = {
  EUR: 1,
  USD: 1.085,
  GBP: 0.853,
  CHF: 0.962,
  JPY: 162.4,
  CAD: 1.476,
  MAD: 10.82,
};

export interface RatesResponse {
  base: Currency;
  date: string;
  rates: Record<Currency, number>;
}

export async function fetchRates(base: Currency): Promise<RatesResponse> {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const rates = Object.fromEntries(
    Object.entries(EUR_RATES).map(([code, value]) => [code, value / EUR_RATES[base]])
  ) as Record<Currency, number>;
  return { base, date: '2024-06-14', rates };
}

export function formatMoney(amount: number, currency: Currency) {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(amount);
}
