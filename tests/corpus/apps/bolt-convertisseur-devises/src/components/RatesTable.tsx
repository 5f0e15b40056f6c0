import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { currencies, fetchRates, type Currency } from '../lib/rates';

export default function RatesTable({ base }: { base: Currency }) {
  const { data, isLoading } = useQuery({ queryKey: ['rates', base], queryFn: () => fetchRates(base) });

  if (isLoading || !data) {
    return (
      <p className="flex items-center gap-2 text-sm text-gray-500">
        <Loader2 className="h-4 w-4 animate-spin" /> Chargement des taux…
      </p>
    );
  }

  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b text-left text-gray-500">
          <th className="py-2 font-medium">Devise</th>
          <th className="py-2 text-right font-medium">1 {base} =</th>
        </tr>
      </thead>
      <tbody>
        {currencies
          .filter((c) => c.code !== base)
          .map((c) => (
            <tr key={c.code} className="border-b border-gray-100 last:border-0">
              <td className="py-2">
                {c.flag} {c.name}
              </td>
              <td className="py-2 text-right font-mono">
                {data.rates[c.code].toFixed(4)} {c.code}
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
