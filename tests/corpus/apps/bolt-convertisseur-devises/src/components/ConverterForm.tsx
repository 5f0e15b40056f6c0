import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ArrowLeftRight } from 'lucide-react';
import { currencies, type Currency } from '../lib/rates';

const codes = currencies.map((c) => c.code) as [Currency, ...Currency[]];

export const conversionSchema = z.object({
  amount: z.coerce.number().positive('Le montant doit être positif').max(1_000_000_000, 'Montant trop grand'),
  from: z.enum(codes),
  to: z.enum(codes),
});

export type Conversion = z.infer<typeof conversionSchema>;

interface Props {
  defaultValues: Conversion;
  onConvert: (values: Conversion) => void;
}

export default function ConverterForm({ defaultValues, onConvert }: Props) {
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<Conversion>({ resolver: zodResolver(conversionSchema), defaultValues });

  const swap = () => {
    const { from, to } = getValues();
    setValue('from', to);
    setValue('to', from);
    handleSubmit(onConvert)();
  };

  return (
    <form onSubmit={handleSubmit(onConvert)} className="space-y-4">
      <div>
        <label htmlFor="amount" className="mb-1 block text-sm font-medium text-gray-700">
          Montant
        </label>
        <input
          id="amount"
          inputMode="decimal"
          {...register('amount')}
          className="w-full rounded-lg border border-gray-300 px-4 py-3 text-lg focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-200"
        />
        {errors.amount && <p className="mt-1 text-sm text-red-600">{errors.amount.message}</p>}
      </div>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor="from" className="mb-1 block text-sm font-medium text-gray-700">
            De
          </label>
          <select id="from" {...register('from')} className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5">
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.flag} {c.code} — {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={swap} className="mb-0.5 rounded-full border border-gray-300 p-2.5 hover:bg-gray-100" aria-label="Inverser">
          <ArrowLeftRight className="h-4 w-4 text-gray-600" />
        </button>
        <div className="flex-1">
          <label htmlFor="to" className="mb-1 block text-sm font-medium text-gray-700">
            Vers
          </label>
          <select id="to" {...register('to')} className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5">
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.flag} {c.code} — {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="w-full rounded-lg bg-blue-600 py-3 font-semibold text-white transition hover:bg-blue-700">
        Convertir
      </button>
    </form>
  );
}
