import type { DayForecast } from "@/data/weather";
import { ConditionIcon } from "./ConditionIcon";

export const Forecast = ({ days }: { days: DayForecast[] }) => (
  <section className="grid grid-cols-5 gap-3">
    {days.map((d) => (
      <div key={d.day} className="flex flex-col items-center gap-2 rounded-2xl bg-white p-4 shadow-sm">
        <p className="text-sm font-medium capitalize text-slate-500">{d.day}</p>
        <ConditionIcon condition={d.condition} className="size-7" />
        <p className="font-semibold">{d.max}°</p>
        <p className="text-sm text-slate-400">{d.min}°</p>
        <p className="text-xs text-brand-dark">{d.rain} % pluie</p>
      </div>
    ))}
  </section>
);
