import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import ConverterForm, { type Conversion } from './components/ConverterForm';
import RatesTable from './components/RatesTable';
import { fetchRates, formatMoney } from './lib/rates';

function App() {
  const [conversion, setConversion] = useState<Conversion>({ amount: 100, from: 'EUR', to: 'USD' });
  const { data } = useQuery({ queryKey: ['rates', conversion.from], queryFn: () => fetchRates(conversion.from) });
  const result = data ? conversion.amount * data.rates[conversion.to] : null;

  return (
    <div className="min-h-screen bg-gradient-to-b from-blue-50 to-white py-12">
      <div className="mx-auto max-w-4xl px-4">
        <header className="mb-10 text-center">
          <Banknote className="mx-auto h-12 w-12 text-blue-600" />
          <h1 className="mt-3 text-3xl font-bold text-gray-900">Convertisseur de devises</h1>
          <p className="mt-2 text-gray-500">Taux de référence du {data ? new Date(data.date).toLocaleDateString('fr-FR') : '…'}</p>
        </header>
        <div className="grid gap-6 md:grid-cols-5">
          <section className="rounded-2xl bg-white p-6 shadow-lg md:col-span-3">
            <ConverterForm defaultValues={conversion} onConvert={setConversion} />
            {result !== null && (
              <div className="mt-6 rounded-xl bg-blue-50 p-4 text-center">
                <p className="text-sm text-gray-600">{formatMoney(conversion.amount, conversion.from)} font</p>
                <p className="text-3xl font-bold text-blue-700">{formatMoney(result, conversion.to)}</p>
              </div>
            )}
          </section>
          <aside className="rounded-2xl bg-white p-6 shadow-lg md:col-span-2">
            <h2 className="mb-3 font-semibold text-gray-800">Tous les taux ({conversion.from})</h2>
            <RatesTable base={conversion.from} />
          </aside>
        </div>
      </div>
    </div>
  );
}

export default App;
