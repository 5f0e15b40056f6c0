import { ArrowPathIcon } from "@heroicons/react/24/outline";
import { FaTint, FaWind } from "react-icons/fa";
import type { CityWeather } from "@/data/weather";
import { toUnit } from "@/data/weather";
import { ConditionIcon } from "./ConditionIcon";

const unit = import.meta.env.VITE_TEMPERATURE_UNIT ?? "celsius";

export const CurrentWeather = ({ weather, onRefresh }: { weather: CityWeather; onRefresh: () => void }) => (
  <section className="current-card rounded-3xl bg-brand p-8 text-white shadow-card">
    <div className="flex items-start justify-between">
      <div>
        <p className="text-lg opacity-90">{weather.city}</p>
        <p className="mt-2 text-7xl font-light">{toUnit(weather.temperature, unit)}</p>
        <p className="mt-1 capitalize opacity-90">{weather.condition} · ressenti {toUnit(weather.feelsLike, unit)}</p>
      </div>
      <div className="flex flex-col items-end gap-4">
        <ConditionIcon condition={weather.condition} className="size-16 !text-white" />
        <button onClick={onRefresh} className="rounded-full bg-white/20 p-2 hover:bg-white/30" aria-label="Actualiser">
          <ArrowPathIcon className="size-5" />
        </button>
      </div>
    </div>
    <div className="mt-6 flex gap-6 text-sm">
      <span className="flex items-center gap-2"><FaTint /> Humidité {weather.humidity} %</span>
      <span className="flex items-center gap-2"><FaWind /> Vent {weather.wind} km/h</span>
    </div>
  </section>
);
